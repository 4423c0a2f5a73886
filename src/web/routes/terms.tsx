/** /terms: see features/legal/terms-page.tsx. */
import { TermsPage } from '@web/features/legal/terms-page';

export default TermsPage;

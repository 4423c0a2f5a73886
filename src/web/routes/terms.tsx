/** /terms (issue 16 item 9): see features/legal/terms-page.tsx. */
import { TermsPage } from '@web/features/legal/terms-page';

export default TermsPage;

/** /privacy: see features/legal/privacy-page.tsx. */
import { PrivacyPage } from '@web/features/legal/privacy-page';

export default PrivacyPage;

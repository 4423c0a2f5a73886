/** /privacy (issue 16 item 9): see features/legal/privacy-page.tsx. */
import { PrivacyPage } from '@web/features/legal/privacy-page';

export default PrivacyPage;

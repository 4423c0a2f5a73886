/** /cookies: see features/legal/cookies-page.tsx. */
import { CookiesPage } from '@web/features/legal/cookies-page';

export default CookiesPage;

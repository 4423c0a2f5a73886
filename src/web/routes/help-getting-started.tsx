/** /help/getting-started: see features/help/getting-started-page.tsx. */
import { GettingStartedPage } from '@web/features/help/getting-started-page';

export default GettingStartedPage;

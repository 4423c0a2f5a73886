/** /help/tutorials: see features/help/tutorials-page.tsx. */
import { TutorialsPage } from '@web/features/help/tutorials-page';

export default TutorialsPage;

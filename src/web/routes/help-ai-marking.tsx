/** /help/ai-marking: see features/help/ai-marking-guide-page.tsx. */
import { AiMarkingGuidePage } from '@web/features/help/ai-marking-guide-page';

export default AiMarkingGuidePage;

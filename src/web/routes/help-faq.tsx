/** /help/faq: see features/help/faq-page.tsx. */
import { FaqPage } from '@web/features/help/faq-page';

export default FaqPage;

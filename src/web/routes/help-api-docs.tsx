/** /help/api-docs: see features/help/api-docs-page.tsx. */
import { ApiDocsPage } from '@web/features/help/api-docs-page';

export default ApiDocsPage;

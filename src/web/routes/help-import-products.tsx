/** /help/import-products: see features/help/import-guide-page.tsx. */
import { ImportProductsGuidePage } from '@web/features/help/import-guide-page';

export default ImportProductsGuidePage;

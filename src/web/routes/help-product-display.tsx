/** /help/product-display: see features/help/listing-guide-page.tsx. */
import { ProductDisplayGuidePage } from '@web/features/help/listing-guide-page';

export default ProductDisplayGuidePage;

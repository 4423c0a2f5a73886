/** /help/ad-creatives: see features/help/ads-guide-page.tsx. */
import { AdCreativesGuidePage } from '@web/features/help/ads-guide-page';

export default AdCreativesGuidePage;

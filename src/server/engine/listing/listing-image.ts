/**
 * One listing image drawn by the engine, by slot kind (the main packshot is the Studio Photos
 * packshot: ../packshot). Input: ListingRenderInput, whose width and height are the marketplace's
 * size (src/shared/listing-sets.ts). Output: the JPEG and its checks.
 * @throws MediaInputError for an unreadable image or an empty cut-out.
 */
import type { RenderedListingImage } from './listing-canvas';
import type { ListingCallout, ListingDimensions, ListingPoint, ListingRegion, ListingStyle } from '../../../shared/contracts/listing-sets';
import type { Language } from '../../../shared/languages';
import { renderAngles } from './angles';
import { renderComparison } from './comparison';
import { detailRegions, renderDetail, type MatteRaster } from './detail-crop';
import { renderDimensions } from './dimensions';
import { renderInfographic } from './infographic';
import { fitScene } from './scene-fit';
import type { DigitalSourceType } from '../../../shared/provenance';

interface Size {
  width: number;
  height: number;
  /** How the image is made (../../../shared/provenance.ts): a library scene's own kind carried over, else 'compositeSynthetic'. */
  sourceType: DigitalSourceType;
}

export type ListingRenderInput = Size &
  (
    | { kind: 'infographic'; cutout: Buffer; style: ListingStyle; title?: string | undefined; callouts: ListingCallout[] }
    | { kind: 'dimensions'; cutout: Buffer; style: ListingStyle; title?: string | undefined; dimensions: ListingDimensions; language: Language }
    | { kind: 'detail'; photo: Buffer; matte: MatteRaster | null; region?: ListingRegion | undefined; rank: number }
    | { kind: 'angles'; items: { data: Buffer; kind: 'cutout' | 'photo' }[]; style: ListingStyle; title?: string | undefined }
    | { kind: 'comparison'; cutout: Buffer; style: ListingStyle; title: string; lines: string[] }
    | { kind: 'scene'; image: Buffer }
  );

export type { RenderedListingImage };

export interface ListingRenderResult extends RenderedListingImage {
  /** Infographic: where each callout's line ends, as fractions of the product's box. */
  anchors?: ListingPoint[];
  /** Infographic: the product's box, as fractions of the image. */
  productBox?: ListingRegion;
  /** Detail: the region cut, as fractions of the photo. */
  region?: ListingRegion;
}

/** Renders one listing image (see the module's docstring). */
export async function renderListingImage(input: ListingRenderInput): Promise<ListingRenderResult> {
  switch (input.kind) {
    case 'infographic':
      return renderInfographic(input);
    case 'dimensions':
      return renderDimensions(input);
    case 'detail': {
      let region = input.region;
      if (!region) {
        if (!input.matte) throw new Error('a detail crop without a region needs the matte');
        const found = await detailRegions(input.photo, input.matte, input.width / input.height, input.rank + 1);
        region = found[Math.min(input.rank, found.length - 1)]!;
      }
      return renderDetail({ photo: input.photo, region, width: input.width, height: input.height, sourceType: input.sourceType });
    }
    case 'angles':
      return renderAngles(input);
    case 'comparison':
      return renderComparison(input);
    case 'scene':
      return fitScene(input);
  }
}

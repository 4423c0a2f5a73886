/**
 * The last step of an image before it is stored, for images the engine did not encode itself (a
 * hosted engine's output kept whole) or that the user wants labelled: the optional visible label
 * ("AI-generated", or "Digital composite" for the local engine: the caller's words, in the user's
 * language) drawn in the bottom-left corner, and the statement of how the image was made written
 * into its XMP (./provenance.ts). The label is a dark pill with white Inter text (bundled font,
 * drawn by satori and resvg as ad texts are), its text 2.2 % of the image's shorter side (at least
 * 12 px), inset by 0.6 of its text size; white text on rgba(20,20,20,0.72) keeps a contrast above 7:1 (WCAG
 * AAA) whatever lies behind it (white is the worst case: 7.3:1).
 */
import satori from 'satori';
import sharp, { type Sharp } from 'sharp';
import type { DigitalSourceType } from '../../../shared/provenance';
import { satoriFonts } from '../ads/ad-fonts';
import { svgToRaster } from '../ads/product-layer';
import { textCss } from '../ads/text-fit';
import { MediaInputError, sniffFormat } from './decode-image';
import { withProvenance } from './provenance';

/** Most characters of a label (its words come from the locale files, never from users). */
export const AI_LABEL_MAX_CHARS = 40;

/** JPEG quality of an image encoded again here: high enough that a second encoding is not seen. */
const JPEG_QUALITY = 95;

export interface FinishImageInput {
  /** PNG or JPEG bytes. */
  data: Buffer;
  sourceType: DigitalSourceType;
  /** The visible label's text, or null for none. */
  label: string | null;
}

/** The size, in px, of a label's text on an image of `width` x `height`. */
export function labelTextSize(width: number, height: number): number {
  return Math.max(12, Math.round(Math.min(width, height) * 0.022));
}

/**
 * The label as an RGBA PNG overlay of the image's size (transparent but for the pill).
 * @throws Error when the text is empty or longer than AI_LABEL_MAX_CHARS.
 */
export async function labelOverlay(text: string, width: number, height: number): Promise<Buffer> {
  const words = text.trim();
  if (words.length === 0 || words.length > AI_LABEL_MAX_CHARS) throw new Error(`a label holds 1 to ${AI_LABEL_MAX_CHARS} characters`);
  const size = labelTextSize(width, height);
  const pill = {
    type: 'div',
    props: {
      style: {
        display: 'flex',
        position: 'absolute',
        left: Math.round(size * 0.6),
        bottom: Math.round(size * 0.6),
        padding: `${Math.round(size * 0.3)}px ${Math.round(size * 0.65)}px`,
        borderRadius: size,
        backgroundColor: 'rgba(20,20,20,0.72)',
        color: '#ffffff',
        ...textCss({ family: 'inter', weight: 700, lineHeight: 1.1 }, size, { whiteSpace: 'nowrap' }),
      },
      children: words,
    },
  };
  const root = { type: 'div', props: { style: { display: 'flex', position: 'relative', width, height }, children: [pill] } };
  const svg = await satori(root as never, { width, height, fonts: satoriFonts(['inter']) });
  return svgToRaster(svg, width);
}

/**
 * The image with its label (when asked) and its provenance statement, in its own format: PNG
 * stays PNG (lossless), JPEG is encoded again at quality 95 with 4:4:4 chroma. Nothing else of the
 * input's metadata is kept (sharp writes none unless asked).
 * @throws MediaInputError when the bytes are not a readable PNG or JPEG.
 */
export async function finishImage(input: FinishImageInput): Promise<Buffer> {
  const format = sniffFormat(input.data);
  let pipeline: Sharp;
  try {
    // Upright pixels (EXIF orientation applied), decoded once.
    const { data, info } = await sharp(input.data).rotate().raw().toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    pipeline = sharp(data, { raw });
    if (input.label) pipeline = pipeline.composite([{ input: await labelOverlay(input.label, info.width, info.height), left: 0, top: 0 }]);
  } catch (error) {
    if (error instanceof MediaInputError) throw error;
    throw new MediaInputError(`unreadable image: ${(error as Error).message}`);
  }
  pipeline = withProvenance(pipeline, input.sourceType);
  return format === 'png'
    ? pipeline.png({ compressionLevel: 6 }).toBuffer()
    : pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer();
}

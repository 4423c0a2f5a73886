/**
 * The product photo as a chat model sees it: at most VISION_MAX_SIDE pixels on the long side, JPEG,
 * transparent areas flattened onto white, as a `data:` URI for an `image_url` content part
 * (https://platform.openai.com/docs/guides/images-vision 'Base64-encoded images'). With
 * `detail: 'low'` OpenAI looks at a 512 px version anyway, so a larger upload only costs bandwidth.
 */
import sharp from 'sharp';

/** Longest side sent to the model, pixels. */
export const VISION_MAX_SIDE = 1024;

/** A photo ready for a vision model. */
export interface VisionImage {
  /** `data:image/jpeg;base64,...` */
  dataUri: string;
  /** Pixels after downscaling. */
  width: number;
  height: number;
  /** Size of the JPEG, bytes. */
  bytes: number;
}

/**
 * Downscales and re-encodes a stored photo.
 * @param data PNG or JPEG bytes (already auto-oriented when stored).
 * @returns a JPEG data URI of at most 1024x1024 pixels (never enlarged).
 * @throws Error from sharp when the bytes are not a readable image.
 */
export async function toVisionImage(data: Buffer): Promise<VisionImage> {
  const { data: jpeg, info } = await sharp(data, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(VISION_MAX_SIDE, VISION_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { dataUri: `data:image/jpeg;base64,${jpeg.toString('base64')}`, width: info.width, height: info.height, bytes: jpeg.length };
}

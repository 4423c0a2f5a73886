/**
 * How an output of Vitrine was made, in the IPTC Digital Source Type vocabulary
 * (http://cv.iptc.org/newscodes/digitalsourcetype/, CC BY 4.0), the statement written into every
 * image's XMP and every video's container (docs/decisions/024-ai-marking.md):
 *
 * - `compositeSynthetic`: "mix or composite of several elements, at least one of which is
 *   synthetic". The local engine: the seller's own photo, cut out, on a set, light and shadow
 *   drawn by program, with no generative model (studio renders, packshots, ad creatives and
 *   listing images made from them, local motion videos of them).
 * - `compositeWithTrainedAlgorithmicMedia`: "the result of combining one or more items of trained
 *   algorithmic media with other media". A hosted engine's scene painted around the product's own
 *   pixels (the product lock), and anything made from such an image.
 * - `trainedAlgorithmicMedia`: "media created algorithmically using a model derived from sampled
 *   content". A hosted engine's output kept whole (the lock off: the model redrew the product),
 *   and hosted videos.
 */
export const DIGITAL_SOURCE_TYPES = ['compositeSynthetic', 'compositeWithTrainedAlgorithmicMedia', 'trainedAlgorithmicMedia'] as const;
export type DigitalSourceType = (typeof DIGITAL_SOURCE_TYPES)[number];

/** The IRI of a digital source type, as IPTC's XMP property `Iptc4xmpExt:DigitalSourceType` holds it. */
export function digitalSourceTypeIri(type: DigitalSourceType): string {
  return `http://cv.iptc.org/newscodes/digitalsourcetype/${type}`;
}

/** Whether a generative (trained) model made any part of an output. */
export function madeWithAi(type: DigitalSourceType): boolean {
  return type !== 'compositeSynthetic';
}

/**
 * The source type of a scene image from what rendered it.
 * Input: `byModel`, whether an image model drew it (a hosted engine or a self-hosted ComfyUI
 * workflow; false for the local studio renderer); `productLocked`, whether the product's own
 * pixels were composited back over the model's output.
 */
export function sceneSourceType(byModel: boolean, productLocked: boolean): DigitalSourceType {
  if (!byModel) return 'compositeSynthetic';
  return productLocked ? 'compositeWithTrainedAlgorithmicMedia' : 'trainedAlgorithmicMedia';
}

/**
 * The source type of an output made from other outputs (an ad creative or listing image over a
 * library scene, a video from a still): a generative model made part of it when it made part of
 * any input; the whole output is never 'trained' alone, since Vitrine's own drawing is in it.
 */
export function combinedSourceType(inputs: readonly DigitalSourceType[]): DigitalSourceType {
  return inputs.some(madeWithAi) ? 'compositeWithTrainedAlgorithmicMedia' : 'compositeSynthetic';
}

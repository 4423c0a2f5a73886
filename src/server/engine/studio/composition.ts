/**
 * Composition of a local studio render: where the camera is, where the
 * product stands, on which set piece, from which side the light comes and which gobo it casts.
 *
 * Variety: the images of one generation differ in composition. Variant 0 follows the idea
 * as written; variants 1 and 2 move the camera (horizon height), the product (placement and scale),
 * swap the set piece and the gobo for related ones, and flip the light.
 * Flat lays: a top-down photo is laid on the surface seen from above: no horizon, no
 * set piece, the product centred.
 * All sizes are output pixels.
 */
import type { Gobo, SetPiece } from '../../../shared/catalog';

/** A set piece's box in the frame, px: `top` is where the product stands (its top face's centre line). */
export interface PieceGeometry {
  kind: Exclude<SetPiece, 'none'>;
  /** Left edge and width of the piece's front. */
  x: number;
  width: number;
  /** y of the top face's centre (product base) and of the piece's bottom edge. */
  top: number;
  bottom: number;
  /** Half-height of the top face as seen by the camera (ellipse or parallelogram depth). */
  depth: number;
  /** Blocks only: the side of the product the props stand on (-1 left, 1 right). */
  side?: -1 | 1;
}

/** The product's box in the output, px; `scale` is output px per source px. */
export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
}

export interface Composition {
  place: Placement;
  /** y of the horizon (surface meets backdrop); 0 for a flat lay (the surface fills the frame). */
  horizonY: number;
  set: SetPiece;
  piece: PieceGeometry | null;
  gobo: Gobo;
  /** Side the key light comes from: -1 left, 1 right. */
  lightSide: -1 | 1;
  /** Exposure of the set relative to the idea's light (a lower or higher key per variant). */
  keyLevel: number;
  flatLay: boolean;
}

/** Largest enlargement of the product's own pixels (output px per source px). */
export const MAX_UPSCALE = 1.8;

/** Related set pieces a variant may use instead of the idea's own. */
const SET_VARIANTS: Record<SetPiece, [SetPiece, SetPiece]> = {
  none: ['podium', 'blocks'],
  podium: ['steps', 'none'],
  plinth: ['arch', 'podium'],
  steps: ['podium', 'blocks'],
  arch: ['plinth', 'none'],
  blocks: ['arch', 'podium'],
};

/** Gobos a variant may use instead of the idea's own. */
const GOBO_VARIANTS: Record<Gobo, [Gobo, Gobo]> = {
  none: ['window', 'blinds'],
  window: ['blinds', 'none'],
  foliage: ['window', 'none'],
  blinds: ['foliage', 'none'],
};

/** Per variant: horizontal centre (fraction of the width), scale factor, camera height, key level. */
const FRAMING = [
  { cx: 0.5, scale: 1, camera: 0.6, keyLevel: 1 },
  { cx: 0.33, scale: 0.66, camera: 0.3, keyLevel: 0.84 },
  { cx: 0.66, scale: 1.15, camera: 0.85, keyLevel: 1.1 },
] as const;

/** Height of a set piece as a fraction of the frame height. */
const PIECE_HEIGHT: Record<Exclude<SetPiece, 'none'>, number> = { podium: 0.12, plinth: 0.24, steps: 0.15, arch: 0, blocks: 0 };

/**
 * Composes one image.
 * Input: frame size, the product's size in the source (px), whether the product is highlighted,
 * the variant (0, 1, 2...), the idea's set piece and gobo, the seed's light side, flat lay or not.
 * Output: the Composition. Deterministic.
 */
export function compose(options: {
  frame: { width: number; height: number };
  product: { width: number; height: number };
  highlight: boolean;
  /** Product size factor from the advanced style (1 = as composed). */
  productScale?: number;
  variant: number;
  set: SetPiece;
  gobo: Gobo;
  lightSide: -1 | 1;
  flatLay: boolean;
}): Composition {
  const { frame, product, highlight, variant, flatLay } = options;
  const { width: W, height: H } = frame;
  const v = ((variant % 3) + 3) % 3;
  const framing = FRAMING[v]!;
  const lightSide = (v === 1 ? -options.lightSide : options.lightSide) as -1 | 1;
  if (flatLay) {
    const fit = Math.min((W * 0.78) / product.width, (H * 0.78) / product.height, MAX_UPSCALE) * (highlight ? 1 : 0.75) * (v === 1 ? 0.88 : 1) * (options.productScale ?? 1);
    const w = Math.max(1, Math.round(product.width * fit));
    const h = Math.max(1, Math.round(product.height * fit));
    const cx = v === 0 ? 0.5 : v === 1 ? 0.46 : 0.54;
    const x = Math.round(Math.min(W - w, Math.max(0, W * cx - w / 2)));
    const y = Math.round(Math.min(H - h, Math.max(0, H * 0.5 - h / 2)));
    return { place: { x, y, width: w, height: h, scale: fit }, horizonY: 0, set: 'none', piece: null, gobo: v === 0 ? options.gobo : GOBO_VARIANTS[options.gobo][v - 1]!, lightSide, keyLevel: framing.keyLevel, flatLay: true };
  }
  // What the idea names stays in every image (its set piece, its light pattern); a variant only
  // adds a piece or a pattern where the idea has none.
  const set = v === 0 || options.set !== 'none' ? options.set : SET_VARIANTS.none[v - 1]!;
  const gobo = v === 0 || options.gobo !== 'none' ? options.gobo : GOBO_VARIANTS.none[v - 1]!;
  const raised = set === 'none' ? 0 : PIECE_HEIGHT[set] * H;
  const ground = H * 0.9;
  // Room for the product above its set piece, with a margin at the top.
  const roomH = ground - raised - H * 0.1;
  // Blocks stand beside the product: leave them room across the frame.
  const roomW = set === 'blocks' ? 0.44 : 0.62;
  const hero = Math.min((W * roomW) / product.width, (roomH * 0.92) / product.height, MAX_UPSCALE);
  const base = highlight ? hero : Math.min((W * 0.42) / product.width, (roomH * 0.62) / product.height, hero * 0.7);
  const scale = Math.min(base * framing.scale * (options.productScale ?? 1), MAX_UPSCALE, (roomH * 0.98) / product.height);
  const w = Math.max(1, Math.round(product.width * scale));
  const h = Math.max(1, Math.round(product.height * scale));
  // With blocks, the product moves towards the light and the props take the other side; the third
  // image swaps them (the props in the light, the product in their shade).
  const blockSide = (v === 2 ? -lightSide : lightSide) as -1 | 1;
  const cx = set === 'blocks' ? 0.5 + 0.14 * blockSide : highlight ? framing.cx : [0.5, 1 / 3, 2 / 3][v]!;
  const x = Math.round(Math.min(W - w, Math.max(0, W * cx - w / 2)));
  let piece: PieceGeometry | null = null;
  let baseY = ground - H * 0.04;
  if (set === 'podium' || set === 'plinth' || set === 'steps') {
    const pw = Math.min(W * 0.9, Math.max(w * (set === 'plinth' ? 1.25 : 1.5), W * 0.18));
    const depth = pw * (set === 'podium' ? 0.11 : 0.08) * (0.6 + framing.camera * 0.6);
    const top = ground - raised;
    piece = { kind: set, x: Math.round(x + w / 2 - pw / 2), width: Math.round(pw), top: Math.round(top), bottom: Math.round(ground), depth: Math.round(depth) };
    baseY = top + depth * 0.35;
  } else if (set === 'arch' || set === 'blocks') {
    const pw = set === 'arch' ? Math.min(W * 0.8, Math.max(w * 1.9, W * 0.3)) : w;
    piece = { kind: set, x: Math.round(x + w / 2 - pw / 2), width: Math.round(pw), top: Math.round(baseY), bottom: Math.round(baseY), depth: 0, ...(set === 'blocks' ? { side: (-blockSide) as -1 | 1 } : {}) };
  }
  const y = Math.round(Math.max(0, baseY - h));
  // The camera's height sets where the horizon meets the product: higher camera, higher horizon.
  const horizonY = Math.round(Math.max(H * 0.22, Math.min(H * 0.78, (piece && piece.kind !== 'arch' && piece.kind !== 'blocks' ? piece.top : baseY) - h * (1 - framing.camera) * 0.9 - H * 0.05)));
  return { place: { x, y, width: w, height: h, scale }, horizonY, set, piece, gobo, lightSide, keyLevel: framing.keyLevel, flatLay: false };
}

/**
 * Composition of a local studio render: where the camera is, where the
 * product stands, on which set piece, from which side the light comes and which gobo it casts.
 *
 * What the user chose is what they get: every image of a generation keeps the idea's set piece and
 * light pattern. Variety comes from the camera (horizon height), the product's place and size
 * within its target, the key level and the light's side; with blocks, from the side the props
 * stand on.
 * Framing: the product's class and 'highlight product' set a target fill, the product's box as a
 * fraction of the frame along its tightest axis (max(width / frame width, height / frame height)):
 * for a highlighted tabletop product 55-70 %, for a vehicle 72-86 %. Variant 0 takes the middle of
 * the range, variant 1 its low end, variant 2 its high end. The product is never cut by the frame
 * unless its photo cuts it (then it meets the frame's edge on that side).
 * Sets that fit: a set piece the product's class does not suit (a plinth under a motorcycle, a
 * podium under a sofa) is left out; the product stands on the floor.
 * Flat lays: a top-down photo is laid on the surface seen from above: no horizon, no
 * set piece, the product centred.
 * All sizes are output pixels.
 */
import type { Gobo, ProductClass, SetPiece } from '../../../shared/catalog';

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
  /**
   * y of the surface line the product stands on (its lowest opaque row is the row above); the
   * frame's height when the photo cuts the product at the bottom (it then stands on nothing).
   */
  surfaceY: number;
  set: SetPiece;
  piece: PieceGeometry | null;
  gobo: Gobo;
  /** Side the key light comes from: -1 left, 1 right. */
  lightSide: -1 | 1;
  /** Exposure of the set relative to the idea's light (a lower or higher key per variant). */
  keyLevel: number;
  flatLay: boolean;
  /** The fill this image aims at (see the file docstring), 0-1. */
  targetFill: number;
}

/** Which sides of its photo the product touches (the photo cuts it there). */
export interface PhotoCut {
  left: boolean;
  right: boolean;
  top: boolean;
  bottom: boolean;
}

/** Largest enlargement of the product's own pixels (output px per source px) before it turns soft. */
export const MAX_UPSCALE = 1.8;

/**
 * Target fill per product class with 'highlight product' on (min, max; see the file docstring).
 * Off, the product takes NOT_HIGHLIGHTED of it and leaves the set more room. A small product is
 * shown a little smaller than a tabletop one (it reads as small), a vehicle fills the most.
 */
export const FILL_TARGETS: Record<ProductClass, { min: number; max: number }> = {
  small: { min: 0.45, max: 0.6 },
  tabletop: { min: 0.55, max: 0.7 },
  wearable: { min: 0.58, max: 0.72 },
  large: { min: 0.62, max: 0.78 },
  vehicle: { min: 0.72, max: 0.86 },
};
/** A top-down photo laid flat fills more of the frame: the surface around it is the whole set. */
export const FLAT_LAY_FILL = { min: 0.7, max: 0.84 };
export const NOT_HIGHLIGHTED = 0.72;
/** The largest fill whatever the style or the user's size: a product never spans the frame edge to edge. */
export const MAX_FILL = 0.9;

/**
 * Set pieces each class suits. A large product or a vehicle stands on the floor: a podium,
 * plinth, steps, arch or props sized for a tabletop set would be a toy beside it.
 */
export const SETS_BY_CLASS: Record<ProductClass, readonly SetPiece[]> = {
  small: ['none', 'podium', 'plinth', 'steps', 'arch', 'blocks'],
  tabletop: ['none', 'podium', 'plinth', 'steps', 'arch', 'blocks'],
  wearable: ['none', 'podium', 'steps', 'arch', 'blocks'],
  large: ['none'],
  vehicle: ['none'],
};

/** Whether a set piece suits a product class. */
export function setSuits(set: SetPiece, productClass: ProductClass): boolean {
  return SETS_BY_CLASS[productClass].includes(set);
}

/** Per variant: horizontal centre (fraction of the width), place in the fill range (0 low .. 1 high), camera height, key level. */
const FRAMING = [
  { cx: 0.5, fill: 0.5, camera: 0.6, keyLevel: 1 },
  { cx: 1 / 3, fill: 0, camera: 0.3, keyLevel: 0.84 },
  { cx: 2 / 3, fill: 1, camera: 0.85, keyLevel: 1.1 },
] as const;

/** Height of a set piece as a fraction of the frame height (it gives way to a tall product, down to MIN_PIECE_HEIGHT). */
const PIECE_HEIGHT: Record<Exclude<SetPiece, 'none'>, number> = { podium: 0.12, plinth: 0.24, steps: 0.15, arch: 0, blocks: 0 };
const MIN_PIECE_HEIGHT = 0.05;
/** Margin kept free on each side of the product (when the frame has room), fraction of the frame width. */
export const SIDE_MARGIN = 0.04;
/** Margin kept free above the product, fraction of the frame height. */
const TOP_MARGIN = 0.05;
/** The floor line a set piece stands on, fraction of the frame height. */
const GROUND = 0.9;

/**
 * Composes one image.
 * Input: frame size, the product's size in the source (px), whether the product is highlighted,
 * the variant (0, 1, 2...), the idea's set piece and gobo, the seed's light side (or the user's,
 * `lightFrom`), a move across (`offsetX`, fraction of the width), flat lay or not,
 * the product's class (default tabletop), the sides its photo cuts it (default none), and the
 * largest enlargement allowed (default MAX_UPSCALE; the studio renderer picks its frame so the
 * target is met and passes Infinity).
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
  /**
   * The side the product's own photo lit it from (./product-light.ts), when clear: the key then
   * comes from that side in every variant, so the product's shading never contradicts the set's.
   */
  productLitFrom?: -1 | 1 | null;
  /** The side the user chose for the key light (an adjustment); wins over `productLitFrom`. */
  lightFrom?: -1 | 1;
  /**
   * Move across chosen by the user (an adjustment), a fraction of the frame's width added to the
   * variant's centre; the product still stays inside the frame. Default 0.
   */
  offsetX?: number;
  flatLay: boolean;
  productClass?: ProductClass;
  cut?: PhotoCut;
  maxUpscale?: number;
}): Composition {
  const { frame, product, highlight, variant, flatLay } = options;
  const { width: W, height: H } = frame;
  const v = ((variant % 3) + 3) % 3;
  const framing = FRAMING[v]!;
  const lightSide = options.lightFrom ?? options.productLitFrom ?? ((v === 1 ? -options.lightSide : options.lightSide) as -1 | 1);
  const offsetX = options.offsetX ?? 0;
  const productClass = options.productClass ?? 'tabletop';
  const cut = options.cut ?? { left: false, right: false, top: false, bottom: false };
  const maxUpscale = options.maxUpscale ?? MAX_UPSCALE;
  const range = flatLay ? FLAT_LAY_FILL : FILL_TARGETS[productClass];
  const targetFill = Math.min(MAX_FILL, (range.min + (range.max - range.min) * framing.fill) * (highlight ? 1 : NOT_HIGHLIGHTED) * (options.productScale ?? 1));
  // Output px per source px that gives the target fill.
  const fitScale = (fill: number) => fill * Math.min(W / product.width, H / product.height);
  const gobo = options.gobo;
  if (flatLay) {
    const fit = Math.min(fitScale(targetFill), maxUpscale);
    const w = Math.max(1, Math.min(W, Math.round(product.width * fit)));
    const h = Math.max(1, Math.min(H, Math.round(product.height * fit)));
    const cx = (v === 0 ? 0.5 : v === 1 ? 0.46 : 0.54) + offsetX;
    const side = Math.min(W * SIDE_MARGIN, Math.max(0, (W - w) / 2));
    const x = Math.round(Math.min(W - w - side, Math.max(side, W * cx - w / 2)));
    const y = Math.round(Math.min(H - h, Math.max(0, H * 0.5 - h / 2)));
    return { place: { x, y, width: w, height: h, scale: fit }, horizonY: 0, surfaceY: y + h, set: 'none', piece: null, gobo, lightSide, keyLevel: framing.keyLevel, flatLay: true, targetFill };
  }
  // A product cut at the bottom of its photo cannot stand on a set piece: it meets the frame's bottom.
  // Cut at the top, it hangs from the frame's top edge down to the floor: no set piece either.
  const set = cut.bottom || cut.top || !setSuits(options.set, productClass) ? 'none' : options.set;
  let scale = Math.min(fitScale(targetFill), maxUpscale);
  if (cut.top && !cut.bottom) scale = Math.min((H * 0.88) / product.height, (W * 0.9) / product.width);
  // Blocks stand beside the product: the product leaves them room across the frame.
  if (set === 'blocks') scale = Math.min(scale, (W * 0.62) / product.width);
  let h = product.height * scale;
  // Vertical room: a margin on top, the product, its set piece down to the floor line. A tall
  // product makes a tall piece lower first, then the product gives way.
  const floor = H * GROUND;
  let raised = set === 'none' ? 0 : PIECE_HEIGHT[set] * H;
  const standsOnPiece = set === 'podium' || set === 'plinth' || set === 'steps';
  const roomAbove = standsOnPiece ? floor - H * TOP_MARGIN : cut.bottom || cut.top ? H - (cut.top ? 0 : H * TOP_MARGIN) : H * 0.94 - H * TOP_MARGIN;
  if (standsOnPiece && h + raised > roomAbove) raised = Math.max(MIN_PIECE_HEIGHT * H, roomAbove - h);
  const room = roomAbove - raised;
  if (h > room) {
    scale *= room / h;
    h = product.height * scale;
  }
  // Never wider than the frame (the height was bounded above): the product keeps its aspect ratio.
  if (product.width * scale > W) {
    scale = W / product.width;
    h = product.height * scale;
  }
  const w = Math.max(1, Math.round(product.width * scale));
  const hh = Math.max(1, Math.round(h));
  // With blocks, the product moves towards the light and the props take the other side; the third
  // image swaps them (the props in the light, the product in their shade).
  const blockSide = (v === 2 ? -lightSide : lightSide) as -1 | 1;
  // Highlighted: near the centre (a small shift per variant); else a third of the way across.
  const cx = (set === 'blocks' ? 0.5 + 0.14 * blockSide : highlight ? 0.5 + (framing.cx - 0.5) * 0.3 : framing.cx) + offsetX;
  // The product and the piece under or around it stay inside the frame, with a margin on each
  // side unless they are wider than the frame allows.
  const pieceWidth = standsOnPiece ? Math.min(W * 0.9, Math.max(w * (set === 'plinth' ? 1.25 : 1.5), W * 0.18)) : set === 'arch' ? Math.min(W * 0.8, Math.max(w * 1.9, W * 0.3)) : 0;
  const reach = Math.max(w, pieceWidth);
  const side = Math.min(W * SIDE_MARGIN, Math.max(0, (W - reach) / 2));
  const centre = Math.min(W - reach / 2 - side, Math.max(reach / 2 + side, W * cx));
  let x = Math.round(Math.min(W - w, Math.max(0, centre - w / 2)));
  if (cut.left && !cut.right) x = 0;
  if (cut.right && !cut.left) x = W - w;
  if (cut.left && cut.right) x = Math.round((W - w) / 2);
  let piece: PieceGeometry | null = null;
  let baseY: number;
  if (cut.bottom) {
    baseY = H;
  } else if (cut.top) {
    baseY = hh;
  } else if (standsOnPiece) {
    const pw = pieceWidth;
    const depth = pw * (set === 'podium' ? 0.11 : 0.08) * (0.6 + framing.camera * 0.6);
    const top = floor - raised;
    baseY = Math.round(top + depth * 0.35);
    piece = { kind: set, x: Math.round(x + w / 2 - pw / 2), width: Math.round(pw), top: Math.round(top), bottom: Math.round(floor), depth: Math.round(depth) };
  } else {
    // On the floor: highlighted, the product's centre sits a little below the frame's; else it
    // stands lower and leaves more of the set above it.
    const wanted = highlight ? H * 0.54 + hh / 2 : floor - H * 0.04;
    baseY = Math.round(Math.min(H * 0.94, Math.max(hh + H * TOP_MARGIN, wanted)));
    if (set === 'arch' || set === 'blocks') {
      const pw = set === 'arch' ? pieceWidth : w;
      piece = { kind: set, x: Math.round(x + w / 2 - pw / 2), width: Math.round(pw), top: baseY, bottom: baseY, depth: 0, ...(set === 'blocks' ? { side: (-blockSide) as -1 | 1 } : {}) };
    }
  }
  const y = Math.round(Math.max(0, baseY - hh));
  // The camera's height sets where the horizon meets the product: higher camera, higher horizon.
  const horizonY = Math.round(Math.max(H * 0.22, Math.min(H * 0.78, (piece && standsOnPiece ? piece.top : baseY) - hh * (1 - framing.camera) * 0.9 - H * 0.05)));
  return { place: { x, y, width: w, height: hh, scale }, horizonY, surfaceY: baseY, set, piece, gobo, lightSide, keyLevel: framing.keyLevel, flatLay: false, targetFill };
}

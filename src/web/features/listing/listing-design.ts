/**
 * The listing set a user builds in the Product Display flow, and how it becomes the API's request:
 * the product and its photo, the marketplace, a brand kit's fonts and colour (optional), the
 * product's measurements as typed, and the slots in listing order. Mirrors the server's rules
 * (src/shared/listing-sets.ts) so the screen says why a slot cannot be added before the server
 * refuses it.
 */
import { calloutsFromFeatures, LISTING_RULES, LISTING_TEXT_LIMITS, type LengthUnit, type ListingMarketplace, type ListingSlotKind, type WeightUnit } from '@shared/listing-sets';
import type { CreateListingSet, ListingSlot } from './api';

export const LISTING_STEPS = ['product', 'slots', 'content', 'preview', 'export'] as const;
export type ListingStep = (typeof LISTING_STEPS)[number];

/** A slot in the editor, with a key that survives reordering. */
export type DraftSlot = ListingSlot & { key: string };

/** The measurements as typed (decimal comma or point), converted only when sent. */
export interface DimensionsDraft {
  width: string;
  height: string;
  depth: string;
  unit: LengthUnit;
  weight: string;
  weightUnit: WeightUnit;
}

export interface ListingDesign {
  productId: string | null;
  title: string;
  /** The photo whose cut-out the set draws. */
  sourceImageId: string | null;
  /** Every photo of the product, in its order (for other angles). */
  photoIds: string[];
  marketplace: ListingMarketplace;
  brandKitId: string | null;
  dimensions: DimensionsDraft;
  slots: DraftSlot[];
}

export const INITIAL_LISTING: ListingDesign = {
  productId: null,
  title: '',
  sourceImageId: null,
  photoIds: [],
  marketplace: 'amazon',
  brandKitId: null,
  dimensions: { width: '', height: '', depth: '', unit: 'cm', weight: '', weightUnit: 'kg' },
  slots: [],
};

let counter = 0;
/** A fresh key for a new slot. */
export const slotKey = () => `slot-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** A figure typed with a decimal comma or point, or null when it is not a positive number. */
export function parseMeasure(value: string): number | null {
  const v = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(v)) return null;
  const n = Number(v);
  return n > 0 && n <= 100_000 ? n : null;
}

/** The measurements the API takes, or null until width and height are figures. */
export function dimensionsOf(d: DimensionsDraft): CreateListingSet['dimensions'] | null {
  const width = parseMeasure(d.width);
  const height = parseMeasure(d.height);
  if (width === null || height === null) return null;
  const depth = parseMeasure(d.depth);
  const weight = parseMeasure(d.weight);
  return { width, height, unit: d.unit, ...(depth !== null ? { depth } : {}), ...(weight !== null ? { weight, weightUnit: d.weightUnit } : {}) };
}

/** Why a kind of slot cannot be added now, or null: the marketplace forbids it, or what it needs is missing. */
export function slotBlocked(design: ListingDesign, kind: ListingSlotKind, sceneCount: number): 'marketplace' | 'mainTaken' | 'full' | 'photos' | 'scenes' | null {
  const rules = LISTING_RULES[design.marketplace];
  if (!rules.slots[kind].allowed) return 'marketplace';
  if (design.slots.length >= rules.maxImages) return 'full';
  if (kind === 'main' && design.slots.some((s) => s.kind === 'main')) return 'mainTaken';
  if (kind === 'angles' && design.photoIds.length < LISTING_TEXT_LIMITS.angles.min) return 'photos';
  if (kind === 'scene' && sceneCount === 0) return 'scenes';
  return null;
}


/** A new slot of `kind` with what it starts with. */
export function newSlot(kind: ListingSlotKind, design: ListingDesign, features: string, rank = 0): DraftSlot {
  const key = slotKey();
  switch (kind) {
    case 'main':
      return { kind, key };
    case 'scene':
      return { kind, key, imageId: '' };
    case 'infographic': {
      const callouts = calloutsFromFeatures(features);
      while (callouts.length < LISTING_TEXT_LIMITS.callouts.min) callouts.push({ icon: 'check', title: '' });
      return { kind, key, callouts };
    }
    case 'dimensions':
      return { kind, key };
    case 'detail':
      return { kind, key, rank };
    case 'angles':
      return { kind, key, sourceImageIds: design.photoIds.slice(0, LISTING_TEXT_LIMITS.angles.max) };
    case 'comparison':
      return { kind, key, title: '', lines: [''] };
  }
}

/** The slots a marketplace's set starts with: main, infographic and dimensions where allowed, two detail crops, other angles when the product has more photos. */
export function defaultSlots(design: ListingDesign, features: string): DraftSlot[] {
  const kinds: ListingSlotKind[] = ['main', 'infographic', 'dimensions', 'detail', 'detail', 'angles'];
  const out: DraftSlot[] = [];
  let rank = 0;
  for (const kind of kinds) {
    const next = { ...design, slots: out };
    if (slotBlocked(next, kind, 0)) continue;
    out.push(newSlot(kind, design, features, kind === 'detail' ? rank++ : 0));
  }
  return out;
}

/** What a slot still needs before it can be made, or null. */
export function slotProblem(slot: ListingSlot, design: ListingDesign): 'callouts' | 'comparison' | 'angles' | 'scene' | 'dimensions' | null {
  switch (slot.kind) {
    case 'infographic':
      return slot.callouts.length >= LISTING_TEXT_LIMITS.callouts.min && slot.callouts.every((c) => c.title.trim()) ? null : 'callouts';
    case 'comparison':
      return slot.title.trim() && slot.lines.some((l) => l.trim()) ? null : 'comparison';
    case 'angles':
      return slot.sourceImageIds.length >= LISTING_TEXT_LIMITS.angles.min ? null : 'angles';
    case 'scene':
      return slot.imageId ? null : 'scene';
    case 'dimensions':
      return dimensionsOf(design.dimensions) ? null : 'dimensions';
    default:
      return null;
  }
}

/** A slot as the API takes it: texts trimmed, empty optional ones left out. */
function cleanSlot({ key: _key, ...slot }: DraftSlot): ListingSlot {
  switch (slot.kind) {
    case 'infographic':
      return { kind: slot.kind, ...(slot.title?.trim() ? { title: slot.title.trim() } : {}), callouts: slot.callouts.map((c) => ({ icon: c.icon, title: c.title.trim(), ...(c.text?.trim() ? { text: c.text.trim() } : {}), ...(c.anchor ? { anchor: c.anchor } : {}) })) };
    case 'comparison':
      return { kind: slot.kind, title: slot.title.trim(), lines: slot.lines.map((l) => l.trim()).filter(Boolean) };
    case 'dimensions':
    case 'angles':
      return { ...slot, ...(slot.title?.trim() ? { title: slot.title.trim() } : { title: undefined }) } as ListingSlot;
    default:
      return slot;
  }
}

/** The API's request for a set. @throws when the product is not chosen (the flow does not allow it). */
export function requestOf(design: ListingDesign): CreateListingSet {
  if (!design.productId || !design.sourceImageId) throw new Error('product first');
  const dimensions = dimensionsOf(design.dimensions);
  return {
    productId: design.productId,
    sourceImageId: design.sourceImageId,
    marketplace: design.marketplace,
    ...(design.brandKitId ? { brandKitId: design.brandKitId } : {}),
    ...(dimensions ? { dimensions } : {}),
    slots: design.slots.map(cleanSlot).map((s) => JSON.parse(JSON.stringify(s)) as ListingSlot),
  };
}

/** Moves the slot at `from` to `to` (the main image stays first). */
export function moveSlot(slots: DraftSlot[], from: number, to: number): DraftSlot[] {
  if (to < 0 || to >= slots.length || from === to) return slots;
  if (slots[from]!.kind === 'main' || slots[to]!.kind === 'main') return slots;
  const out = [...slots];
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved!);
  return out;
}

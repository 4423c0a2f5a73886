/**
 * Set pieces of a studio render as a full-resolution SVG layer: a podium (low
 * cylinder), a plinth (block with its top face in perspective), steps (two blocks), an arch behind
 * the product, blocks (a block and a sphere beside it). Faces are shaded from the key light's side
 * (lit face lighter, far side darker) and the top faces catch the most light.
 */
import type { PieceGeometry, Placement } from './composition';
import { hex, mix, scale, type Rgb } from './studio-look';

/** Colours of a piece: the base tone; faces are derived from it. */
function faces(base: Rgb) {
  return { top: mix(base, { r: 255, g: 255, b: 255 }, 0.22), lit: base, dark: scale(base, 0.72), deep: scale(base, 0.55) };
}

/** A horizontal gradient across a face, lit from `lightSide` (-1 left, 1 right). */
function sideGradient(id: string, lit: Rgb, dark: Rgb, lightSide: -1 | 1): string {
  const [a, b] = lightSide < 0 ? [lit, dark] : [dark, lit];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hex(a)}"/><stop offset="1" stop-color="${hex(b)}"/></linearGradient>`;
}

function podium(p: PieceGeometry, c: ReturnType<typeof faces>, lightSide: -1 | 1): string {
  const cx = p.x + p.width / 2;
  const rx = p.width / 2;
  const ry = Math.max(4, p.depth);
  return `<defs>${sideGradient('podiumSide', c.lit, c.deep, lightSide)}</defs>
<path d="M${p.x},${p.top} L${p.x},${p.bottom} A${rx},${ry} 0 0 0 ${p.x + p.width},${p.bottom} L${p.x + p.width},${p.top} Z" fill="url(#podiumSide)"/>
<ellipse cx="${cx}" cy="${p.top}" rx="${rx}" ry="${ry}" fill="${hex(c.top)}"/>
<ellipse cx="${cx}" cy="${p.top}" rx="${rx}" ry="${ry}" fill="none" stroke="${hex(c.dark)}" stroke-opacity="0.25" stroke-width="${Math.max(1, p.width * 0.004)}"/>`;
}

function block(id: string, x: number, width: number, top: number, bottom: number, depth: number, c: ReturnType<typeof faces>, lightSide: -1 | 1): string {
  // Front face, then the top face receding towards the back (a shallow parallelogram).
  const shift = depth * 0.6 * -lightSide;
  return `<defs>${sideGradient(id, c.lit, c.dark, lightSide)}</defs>
<polygon points="${x},${top} ${x + width},${top} ${x + width + shift},${top - depth} ${x + shift},${top - depth}" fill="${hex(c.top)}"/>
<rect x="${x}" y="${top}" width="${width}" height="${bottom - top}" fill="url(#${id})"/>
<rect x="${x}" y="${top}" width="${width}" height="${Math.max(1, (bottom - top) * 0.02)}" fill="#fff" opacity="0.25"/>`;
}

/**
 * The SVG of a composition's set piece, `width` x `height` px, transparent elsewhere; '' for none.
 * `tone` is the piece's base colour (from the palette), `place` the product's box, `horizonY` where
 * the floor meets the back wall (px).
 */
export function setPieceSvg(piece: PieceGeometry | null, place: Placement, frame: { width: number; height: number }, tone: Rgb, lightSide: -1 | 1, horizonY: number): string {
  if (!piece) return '';
  const c = faces(tone);
  let body = '';
  switch (piece.kind) {
    case 'podium':
      body = podium(piece, c, lightSide);
      break;
    case 'plinth':
      // The product stands on the top face's centre line: the face spans depth above and below it.
      body = block('plinthFront', piece.x, piece.width, piece.top + piece.depth / 2, piece.bottom, piece.depth, c, lightSide);
      break;
    case 'steps': {
      body = block('stepHigh', piece.x, piece.width, piece.top + piece.depth / 2, piece.bottom, piece.depth, c, lightSide);
      const lowH = (piece.bottom - piece.top) * 0.5;
      const lowW = piece.width * 0.7;
      const lowX = lightSide < 0 ? piece.x + piece.width - lowW * 0.15 : piece.x - lowW * 0.85;
      body = block('stepLow', lowX, lowW, piece.bottom - lowH, piece.bottom, piece.depth, faces(scale(tone, 0.94)), lightSide) + body;
      break;
    }
    case 'arch': {
      // The arch stands against the back wall: its base on the horizon, behind the product.
      const w = piece.width;
      const bottom = Math.min(piece.bottom, horizonY + frame.height * 0.01);
      const h = Math.max(w * 0.6, Math.min(bottom - frame.height * 0.06, place.height * 1.2 + w * 0.3));
      const x = piece.x;
      const r = w / 2;
      const top = bottom - h;
      body = `<defs><linearGradient id="archFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(c.top)}"/><stop offset="1" stop-color="${hex(c.lit)}"/></linearGradient></defs>
<path d="M${x},${bottom} L${x},${top + r} A${r},${r} 0 0 1 ${x + w},${top + r} L${x + w},${bottom} Z" fill="url(#archFill)"/>
<path d="M${x},${bottom} L${x},${top + r} A${r},${r} 0 0 1 ${x + w},${top + r} L${x + w},${bottom} Z" fill="none" stroke="${hex(c.dark)}" stroke-opacity="0.35" stroke-width="${Math.max(2, w * 0.012)}"/>`;
      break;
    }
    case 'blocks': {
      const side = piece.side ?? (lightSide < 0 ? 1 : -1);
      // Grouped with the product: the block tucks slightly behind its side, the sphere in front of the block.
      // Props are sized to the product (half its width, under half its height) and to the room
      // beside it, so they never dwarf it or leave the frame.
      const gap = -place.width * 0.06;
      const room = (side > 0 ? frame.width - (place.x + place.width) : place.x) - gap;
      const bw = Math.max(frame.width * 0.04, Math.min(Math.max(place.width * 0.5, frame.width * 0.08), room * 0.8));
      const bh = Math.min(Math.max(place.height * 0.45, frame.height * 0.07), place.height * 0.6);
      const bx = side > 0 ? place.x + place.width + gap : place.x - gap - bw;
      body = block('propBlock', bx, bw, piece.bottom - bh, piece.bottom, bw * 0.12, c, lightSide);
      const rr = Math.min(Math.max(place.width * 0.17, frame.width * 0.03), bh * 0.45);
      const sx = side > 0 ? Math.min(bx + bw * 0.85 + rr * 0.6, frame.width - rr * 1.05) : Math.max(bx + bw * 0.15 - rr * 0.6, rr * 1.05);
      const sy = piece.bottom - rr;
      const hx = sx - lightSide * -rr * 0.35;
      body += `<defs><radialGradient id="sphere" cx="${hx}" cy="${sy - rr * 0.4}" r="${rr * 1.4}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${hex(c.top)}"/><stop offset="1" stop-color="${hex(c.deep)}"/></radialGradient></defs><circle cx="${sx}" cy="${sy}" r="${rr}" fill="url(#sphere)"/>`;
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}">${body}</svg>`;
}

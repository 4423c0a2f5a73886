/**
 * Gobo shadows: the pattern a key light casts through a window, blinds or leaves,
 * falling across the set and the product alike. Drawn as a soft, semi-transparent dark layer in
 * the direction of the light (from `lightSide`), composited over the finished image.
 */
import type { Gobo } from '../../../shared/catalog';

/**
 * The gobo layer as an SVG of `width` x `height` px (black with alpha; '' for none).
 * `strength` 0..1 scales the shadow (the key light's strength); `seed` varies the leaves.
 */
export function goboSvg(gobo: Gobo, frame: { width: number; height: number }, lightSide: -1 | 1, strength: number, seed: number): string {
  if (gobo === 'none') return '';
  const { width: W, height: H } = frame;
  const soft = (W * 0.006).toFixed(1);
  const opacity = (gobo === 'blinds' ? 0.1 + 0.16 * strength : 0.16 + 0.22 * strength).toFixed(2);
  // Shadows fall away from the light: the pattern slants with the light's side.
  const slant = lightSide * 18;
  let pattern = '';
  switch (gobo) {
    case 'blinds': {
      const band = H * 0.04;
      for (let y = -H; y < H * 2; y += band * 2.8) pattern += `<rect x="${-W}" y="${y.toFixed(1)}" width="${W * 3}" height="${band.toFixed(1)}"/>`;
      pattern = `<g transform="rotate(${slant} ${W / 2} ${H / 2})">${pattern}</g>`;
      break;
    }
    case 'window': {
      // Everything is in shade but a window-shaped patch of light with its mullions.
      const pw = W * 0.52;
      const ph = H * 0.62;
      const px = lightSide < 0 ? W * 0.08 : W * 0.4;
      const py = H * 0.2;
      const bar = W * 0.018;
      pattern = `<mask id="pane"><rect width="${W}" height="${H}" fill="#fff"/><g transform="skewX(${-slant * 0.8})"><rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="#000"/></g></mask>
<rect width="${W}" height="${H}" mask="url(#pane)" opacity="0.6"/>
<g transform="skewX(${-slant * 0.8})"><rect x="${px + pw / 2 - bar / 2}" y="${py}" width="${bar}" height="${ph}"/><rect x="${px}" y="${py + ph / 2 - bar / 2}" width="${pw}" height="${bar}"/></g>`;
      break;
    }
    case 'foliage': {
      // Branches reaching in from the light's side, each with leaves along it (a palm or a fig
      // in front of the window), blurred by distance.
      let r = seed >>> 0 || 1;
      const rnd = () => ((r = (Math.imul(r, 1664525) + 1013904223) >>> 0) / 4294967296);
      const fromX = lightSide < 0 ? -W * 0.05 : W * 1.05;
      for (let b = 0; b < 5; b += 1) {
        const y = H * (0.05 + rnd() * 0.8);
        const reach = W * (0.35 + rnd() * 0.35);
        const dip = H * (rnd() - 0.3) * 0.3;
        const toX = fromX - lightSide * reach;
        pattern += `<path d="M${fromX},${y} Q${(fromX + toX) / 2},${y + dip * 0.3} ${toX},${y + dip}" stroke="#000" stroke-width="${(W * 0.006).toFixed(1)}" fill="none"/>`;
        const leaves = 7 + Math.floor(rnd() * 6);
        for (let k = 1; k <= leaves; k += 1) {
          const t = k / (leaves + 1);
          const lx = fromX + (toX - fromX) * t;
          const ly = y + dip * t * t;
          const len = W * (0.05 + rnd() * 0.05) * (1 - t * 0.4);
          const angle = (k % 2 === 0 ? 1 : -1) * (35 + rnd() * 30) + (lightSide < 0 ? 0 : 180);
          pattern += `<ellipse cx="${(lx + Math.cos((angle * Math.PI) / 180) * len * 0.5).toFixed(1)}" cy="${(ly + Math.sin((angle * Math.PI) / 180) * len * 0.5).toFixed(1)}" rx="${(len * 0.5).toFixed(1)}" ry="${(len * 0.16).toFixed(1)}" transform="rotate(${angle.toFixed(1)} ${(lx + Math.cos((angle * Math.PI) / 180) * len * 0.5).toFixed(1)} ${(ly + Math.sin((angle * Math.PI) / 180) * len * 0.5).toFixed(1)})"/>`;
        }
      }
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><filter id="goboSoft" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${soft}"/></filter></defs><g filter="url(#goboSoft)" opacity="${opacity}">${pattern}</g></svg>`;
}

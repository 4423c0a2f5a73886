/**
 * The procedural scene behind the product, as SVG (rendered by librsvg through sharp): a
 * backdrop and a surface from the scenario's scene hints, coloured by the style and lit by the
 * time of day. Textures use feTurbulence; depth comes from haze towards the horizon and blur on
 * backdrop details. All coordinates are output pixels.
 */
import type { Backdrop, SceneHints, Surface } from '../../../shared/catalog';
import { hex, mix, parseRgb, scale, type StyleLook, type TimeLook } from './studio-look';

export interface SceneSpec {
  /** Output size, px. */
  width: number;
  height: number;
  hints: SceneHints;
  style: StyleLook;
  time: TimeLook;
  /** Side the key light comes from: -1 left, 1 right. */
  lightSide: -1 | 1;
  /** y of the horizon (where the surface meets the backdrop), px. */
  horizonY: number;
  /** Centre of the product, px (the backdrop's focus). */
  focusX: number;
  seed: number;
  /** Seen from above (a flat lay): the surface fills the frame, no horizon or backdrop. */
  topDown?: boolean;
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURFACE_BASE: Record<Surface, string> = {
  wood: '#9a6b45',
  marble: '#ebe7e2',
  linen: '#d9cfc0',
  concrete: '#a9a6a1',
  paper: '#f3f0ea',
  terrazzo: '#e8e2d8',
  sand: '#dcc7a3',
  glass: '#8d99a6',
};

/** A filter turning noise into dark (or light) grain with alpha; `k` scales the strength. */
function grainFilter(id: string, type: 'fractalNoise' | 'turbulence', freq: string, octaves: number, seed: number, alpha: string, light = false) {
  const c = light ? 1 : 0;
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
<feTurbulence type="${type}" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}" result="n"/>
<feColorMatrix in="n" type="matrix" values="0 0 0 0 ${c}  0 0 0 0 ${c}  0 0 0 0 ${c}  ${alpha}"/>
</filter>`;
}

function surfaceSvg(spec: SceneSpec, r: () => number): { defs: string; body: string } {
  const { width: W, height: H, horizonY: y0, hints, style } = spec;
  const h = H - y0;
  const base = parseRgb(SURFACE_BASE[hints.surface]);
  const tone = style.seamless ? mix(base, mix(style.neutral, parseRgb(hints.accent), style.accentMix * 0.5), 0.45) : base;
  const t = style.texture;
  const s = Math.floor(r() * 1000);
  let defs = '';
  let body = `<rect x="0" y="${y0}" width="${W}" height="${h}" fill="${hex(tone)}"/>`;
  // The texture itself is drawn per pixel at full size (surface-texture.ts); the SVG holds the base
  // tone, terrazzo chips and the glass sheen.
  switch (hints.surface) {
    case 'terrazzo': {
      const chips = [parseRgb(hints.accent), parseRgb('#8c8c88'), parseRgb('#c9a27e'), parseRgb('#5d6b63')];
      const count = Math.round(150 * t + 40);
      for (let i = 0; i < count; i += 1) {
        const cy = y0 + r() * h;
        const depth = (cy - y0) / h;
        const size = (4 + r() * 12) * (0.4 + depth) * (W / 1536);
        const cx = r() * W;
        const pts = Array.from({ length: 5 }, (_, k) => {
          const a = (k / 5) * Math.PI * 2 + r();
          const rr = size * (0.6 + r() * 0.5);
          return `${(cx + Math.cos(a) * rr).toFixed(1)},${(cy + Math.sin(a) * rr * 0.55).toFixed(1)}`;
        });
        body += `<polygon points="${pts.join(' ')}" fill="${hex(chips[i % chips.length]!)}" opacity="0.85"/>`;
      }
      break;
    }
    default:
      break;
    case 'glass':
      body += `<rect x="0" y="${y0}" width="${W}" height="${h}" fill="url(#glassSheen)"/>`;
      defs += `<linearGradient id="glassSheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0.05"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></linearGradient>`;
      if (!spec.topDown) {
        // What makes a top read as glass rather than stone: the lit back edge of the sheet and two
        // soft specular streaks of the key light running across it, towards the light's side.
        const lean = spec.lightSide * W * 0.18;
        defs += `<filter id="streak" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${(W * 0.012).toFixed(1)}"/></filter>`;
        body += `<rect x="0" y="${y0}" width="${W}" height="${Math.max(1.5, H * 0.0025).toFixed(1)}" fill="#ffffff" opacity="0.55"/>`;
        body += `<rect x="0" y="${(y0 + Math.max(1.5, H * 0.0025)).toFixed(1)}" width="${W}" height="${(H * 0.006).toFixed(1)}" fill="#000000" opacity="0.12"/>`;
        for (const [at, width, alpha] of [[0.18, 0.07, 0.16], [0.3, 0.025, 0.12]] as const) {
          const x = spec.lightSide < 0 ? W * at : W * (1 - at);
          body += `<polygon filter="url(#streak)" points="${x + lean},${y0} ${x + lean + W * width},${y0} ${x + W * width - lean},${H} ${x - lean},${H}" fill="#ffffff" opacity="${alpha}"/>`;
        }
      }
      break;
  }
  if (spec.topDown) return { defs, body };
  // Depth: haze near the horizon, richer tone towards the viewer.
  defs += `<linearGradient id="depth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(mix(tone, parseRgb('#ffffff'), 0.5))}" stop-opacity="0.45"/><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></linearGradient>`;
  body += `<rect x="0" y="${y0}" width="${W}" height="${h}" fill="url(#depth)"/>`;
  return { defs, body };
}

function backdropSvg(spec: SceneSpec, r: () => number, kind: Backdrop): { defs: string; body: string } {
  const { width: W, height: H, horizonY: y0, hints, style, time, lightSide } = spec;
  const accent = parseRgb(hints.accent);
  const wall = scale(mix(style.neutral, accent, style.accentMix), style.backdropLight);
  const dark = scale(wall, 0.72);
  const light = mix(wall, parseRgb('#ffffff'), 0.35);
  const s = Math.floor(r() * 1000) + 7;
  const fullH = kind === 'seamless' ? H : y0;
  let defs = `<linearGradient id="wallShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(dark)}"/><stop offset="1" stop-color="${hex(light)}"/></linearGradient>`;
  let body = `<rect x="0" y="0" width="${W}" height="${fullH}" fill="url(#wallShade)"/>`;
  defs += grainFilter('plaster', 'fractalNoise', `${(6 / W).toFixed(5)}`, 4, s, `0.5 0 0 0 -0.18`);
  body += `<rect x="0" y="0" width="${W}" height="${fullH}" filter="url(#plaster)" opacity="${(0.6 * style.texture).toFixed(2)}"/>`;
  const keyHex = hex(time.key);
  const lx = lightSide < 0 ? W * 0.12 : W * 0.88;
  switch (kind) {
    case 'gradient':
    case 'seamless':
      defs += `<radialGradient id="halo" cx="${spec.focusX}" cy="${y0 * 0.75}" r="${Math.max(W, H) * 0.6}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${hex(mix(light, parseRgb('#ffffff'), 0.4))}" stop-opacity="0.9"/><stop offset="1" stop-color="${hex(dark)}" stop-opacity="0"/></radialGradient>`;
      body += `<rect x="0" y="0" width="${W}" height="${fullH}" fill="url(#halo)"/>`;
      break;
    case 'window': {
      const ww = W * 0.34;
      const wx = lightSide < 0 ? W * 0.08 : W - W * 0.08 - ww;
      const wy = y0 * 0.12;
      const wh = y0 * 0.62;
      const skew = lightSide * W * 0.06;
      const bars = `<rect x="${wx + ww / 2 - W * 0.006}" y="${wy}" width="${W * 0.012}" height="${wh}" fill="#000"/><rect x="${wx}" y="${wy + wh / 2 - W * 0.006}" width="${ww}" height="${W * 0.012}" fill="#000"/>`;
      defs += `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(W * 0.02).toFixed(1)}"/></filter><mask id="panes"><rect x="0" y="0" width="${W}" height="${H}" fill="#fff"/>${bars}</mask>`;
      body += `<g filter="url(#soft)" opacity="${(0.16 + time.keyStrength * 0.3).toFixed(2)}"><polygon mask="url(#panes)" points="${wx},${wy} ${wx + ww},${wy} ${wx + ww + skew},${wy + wh} ${wx + skew},${wy + wh}" fill="${hex(mix(time.key, parseRgb('#ffffff'), 0.35))}"/></g>`;
      break;
    }
    case 'foliage': {
      defs += `<filter id="leaves" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${(9 / W).toFixed(5)} ${(7 / W).toFixed(5)}" numOctaves="3" seed="${s}"/><feColorMatrix type="matrix" values="0 0 0 0 0.05  0 0 0 0 0.09  0 0 0 0 0.05  -9 0 0 0 4.4"/><feGaussianBlur stdDeviation="${(W * 0.006).toFixed(1)}"/></filter>`;
      defs += `<linearGradient id="leafFade" x1="${lightSide < 0 ? 0 : 1}" y1="0" x2="${lightSide < 0 ? 1 : 0}" y2="0"><stop offset="0" stop-color="#fff"/><stop offset="0.7" stop-color="#fff" stop-opacity="0"/></linearGradient><mask id="leafMask"><rect width="${W}" height="${y0}" fill="url(#leafFade)"/></mask>`;
      body += `<rect x="0" y="0" width="${W}" height="${y0}" filter="url(#leaves)" mask="url(#leafMask)" opacity="0.55"/>`;
      break;
    }
    case 'shelf': {
      const sy = y0 * 0.42;
      defs += `<filter id="dof" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${(W * 0.008).toFixed(1)}"/></filter>`;
      let items = '';
      let x = W * 0.04;
      while (x < W * 0.96) {
        const iw = W * (0.03 + r() * 0.07);
        const ih = y0 * (0.12 + r() * 0.22);
        const c = mix(mix(wall, accent, r() * 0.8), parseRgb(r() > 0.5 ? '#2f3b36' : '#f1e7d6'), 0.35);
        const round = r() > 0.5 ? iw / 2 : W * 0.006;
        items += `<rect x="${x.toFixed(1)}" y="${(sy - ih).toFixed(1)}" width="${iw.toFixed(1)}" height="${ih.toFixed(1)}" rx="${round.toFixed(1)}" fill="${hex(c)}"/>`;
        x += iw + W * (0.01 + r() * 0.08);
      }
      body += `<g filter="url(#dof)" opacity="0.9">${items}<rect x="0" y="${sy}" width="${W}" height="${y0 * 0.035}" fill="${hex(scale(wall, 0.8))}"/><rect x="0" y="${sy + y0 * 0.035}" width="${W}" height="${y0 * 0.05}" fill="#000" opacity="0.12"/></g>`;
      break;
    }
    case 'bokeh': {
      defs += `<filter id="bokehBlur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(W * 0.01).toFixed(1)}"/></filter>`;
      let dots = '';
      const colours = [time.key, accent, mix(accent, parseRgb('#ffffff'), 0.5)];
      for (let i = 0; i < 26; i += 1) {
        const rr = W * (0.015 + r() * 0.045);
        dots += `<circle cx="${(r() * W).toFixed(1)}" cy="${(r() * y0 * 0.95).toFixed(1)}" r="${rr.toFixed(1)}" fill="${hex(colours[i % 3]!)}" opacity="${(0.18 + r() * 0.4).toFixed(2)}"/>`;
      }
      body += `<rect x="0" y="0" width="${W}" height="${y0}" fill="#000" opacity="0.28"/><g filter="url(#bokehBlur)">${dots}</g>`;
      break;
    }
    case 'wall':
      break;
  }
  // Low-key sets get a background light: a pool of light on the wall behind the product, off
  // towards the key's side, so the product's silhouette separates from the dark (the usual
  // "background light" of a three-point setup).
  const wallLuma = (0.2126 * wall.r + 0.7152 * wall.g + 0.0722 * wall.b) / 255;
  if (wallLuma < 0.32 || time.exposure < 0.8) {
    const poolX = spec.focusX + lightSide * W * 0.08;
    const pool = mix(mix(wall, time.key, 0.45), parseRgb('#ffffff'), 0.25);
    defs += `<radialGradient id="pool" cx="${poolX.toFixed(1)}" cy="${(y0 * 0.62).toFixed(1)}" r="${(Math.min(W, y0 * 1.4) * 0.5).toFixed(1)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${hex(pool)}" stop-opacity="0.85"/><stop offset="0.55" stop-color="${hex(pool)}" stop-opacity="0.3"/><stop offset="1" stop-color="${hex(pool)}" stop-opacity="0"/></radialGradient>`;
    body += `<rect x="0" y="0" width="${W}" height="${y0}" fill="url(#pool)"/>`;
  }
  if (time.practical) {
    const px = lightSide < 0 ? W * 0.8 : W * 0.2;
    defs += `<radialGradient id="lamp" cx="${px}" cy="${y0 * 0.35}" r="${W * 0.35}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#ffcf8a" stop-opacity="0.75"/><stop offset="1" stop-color="#ffcf8a" stop-opacity="0"/></radialGradient>`;
    body += `<rect x="0" y="0" width="${W}" height="${y0}" fill="url(#lamp)"/>`;
  }
  // Soft key light washing the backdrop from the light side.
  defs += `<radialGradient id="key" cx="${lx}" cy="${-H * 0.1}" r="${Math.max(W, H) * 1.05}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${keyHex}" stop-opacity="${(time.keyStrength * 0.75).toFixed(2)}"/><stop offset="0.6" stop-color="${keyHex}" stop-opacity="${(time.keyStrength * 0.2).toFixed(2)}"/><stop offset="1" stop-color="${keyHex}" stop-opacity="0"/></radialGradient>`;
  return { defs, body: `${body}<rect id="keywash" x="0" y="0" width="${W}" height="${H}" fill="url(#key)"/>` };
}

/**
 * The scene as an SVG document of `width` x `height` px, drawn at `renderScale` (rasterise it
 * at that size, then upscale: backdrop detail is soft anyway).
 */
export function sceneSvg(spec: SceneSpec, renderScale: number): string {
  const r = random(spec.seed);
  const backdropKind: Backdrop = spec.style.seamless ? 'seamless' : spec.hints.backdrop;
  const surface = surfaceSvg(spec, r);
  const backdrop = backdropSvg(spec, r, backdropKind);
  const { width: W, height: H, horizonY: y0, time, style } = spec;
  const ambient = hex(time.ambient);
  const seamless = backdropKind === 'seamless';
  // A seamless sweep fades the surface in gradually instead of meeting the wall at a line.
  const sweep = seamless
    ? `<linearGradient id="sweep" x1="0" y1="${y0 - H * 0.12}" x2="0" y2="${y0 + H * 0.12}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff"/></linearGradient><mask id="sweepMask"><rect x="0" y="0" width="${W}" height="${H}" fill="url(#sweep)"/></mask>`
    : '';
  const horizonShade = seamless
    ? ''
    : `<linearGradient id="crease" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`;
  const vignette = `<radialGradient id="vig" cx="${W / 2}" cy="${H * 0.55}" r="${Math.hypot(W, H) * 0.62}" gradientUnits="userSpaceOnUse"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${style.vignette.toFixed(2)}"/></radialGradient>`;
  const surfaceGroup = seamless
    ? `<g mask="url(#sweepMask)">${surface.body}</g>`
    : surface.body;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(W * renderScale)}" height="${Math.round(H * renderScale)}" viewBox="0 0 ${W} ${H}">
<defs>${backdrop.defs}${surface.defs}${sweep}${horizonShade}${vignette}</defs>
${spec.topDown ? '' : backdrop.body.replace(/<rect id="keywash"[^>]*\/>/, '')}
${spec.topDown ? surface.body : surfaceGroup}
${seamless || spec.topDown ? '' : `<rect x="0" y="${y0 - H * 0.012}" width="${W}" height="${H * 0.024}" fill="url(#crease)"/>`}
<rect x="0" y="0" width="${W}" height="${H}" fill="${ambient}" opacity="0.1"/>
${(backdrop.body.match(/<rect id="keywash"[^>]*\/>/) ?? [''])[0]}
<rect x="0" y="0" width="${W}" height="${H}" fill="url(#vig)"/>
</svg>`;
}

/**
 * Logos made safe: rasters re-encoded as trimmed PNGs, SVGs with scripts, handlers, foreign content,
 * entities or outside references refused, safe SVGs rasterised at 1024 px on their long side, and
 * files that are not images or too large refused with their code.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LogoError, prepareLogo } from './brand-logo';

async function code(data: Buffer | string): Promise<string> {
  const error = await prepareLogo(Buffer.from(data)).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LogoError);
  return (error as LogoError).code;
}

describe('prepareLogo', () => {
  it('refuses SVGs that could run code or reach outside themselves', async () => {
    const svgs = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://example.com/a.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://example.com/x)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(x.css);</style></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
    ];
    for (const svg of svgs) expect([svg, await code(svg)]).toEqual([svg, 'logo_svg_unsafe']);
  });

  it('rasterises a safe SVG (internal #references allowed) at 1024 px on its long side', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><defs><linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient></defs><rect width="200" height="100" fill="url(#g)"/></svg>';
    const logo = await prepareLogo(Buffer.from(svg));
    expect([logo.width, logo.height]).toEqual([1024, 512]);
    expect((await sharp(logo.png).metadata()).format).toBe('png');
  });

  it('trims a transparent margin and keeps the aspect ratio of a raster, never enlarging it', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: await sharp({ create: { width: 200, height: 50, channels: 4, background: '#123456' } }).png().toBuffer(), left: 50, top: 75 }])
      .png()
      .toBuffer();
    const logo = await prepareLogo(png);
    expect([logo.width, logo.height]).toEqual([200, 50]);
  });

  it('refuses what is not an image, a fully transparent file, and files over 5 MB or 8000 px', async () => {
    expect(await code('hello')).toBe('logo_not_image');
    expect(await code(await sharp({ create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer())).toBe('logo_not_image');
    expect(await code(Buffer.alloc(5 * 1024 * 1024 + 1))).toBe('logo_too_large');
    expect(await code(await sharp({ create: { width: 8001, height: 10, channels: 3, background: '#000' } }).png().toBuffer())).toBe('logo_too_large');
  });
});

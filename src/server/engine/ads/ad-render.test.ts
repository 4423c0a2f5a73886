/**
 * The ad renderer on a real photo's cut-out (apple.jpg): every layout family renders with every
 * check passing; the texts typed come back through OCR (tesseract) in English and Portuguese,
 * accents included; characters no bundled font draws are reported, never drawn as boxes; a text
 * too long for its box is reported, never cut; the logo keeps its aspect ratio; Google's uploaded
 * sizes stay within 150 KB as JPEG.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AD_LAYOUTS, AD_PLACEMENT_IDS, type AdLayout } from '../../../shared/ad-creatives';
import { normaliseOcr, ocr } from '../../../../tests/helpers/ocr';
import { sample } from '../../../../tests/helpers/samples';
import { createInlineEngine } from '../inline-engine';
import { missingGlyphs } from './ad-fonts';
import { renderAd, type AdRenderInput } from './ad-render';

let cut: Buffer;
beforeAll(async () => {
  const engine = createInlineEngine();
  const photo = sample('apple.jpg');
  const result = await engine.cutout({ photo, fingerprint: null });
  cut = (await engine.cutoutPng({ photo, matte: { png: result.mattePng, method: result.method }, maxSide: 1600 }))!;
}, 60_000);

const texts = (layout: AdLayout): AdRenderInput['texts'] => ({
  headline: 'Crisp apples, picked this morning',
  subline: 'From the orchard to your table, without wax.',
  cta: 'Order now',
  ...(layout === 'offer-badge' ? { badge: '-20%' } : {}),
  ...(layout === 'quote-card' ? { quote: 'The tastiest apples I have had.', author: 'Ana, Lisbon' } : {}),
});

const input = (over: Partial<AdRenderInput> = {}): AdRenderInput => ({
  placement: 'meta-feed-square',
  layout: 'product-left',
  product: { data: cut, kind: 'cutout' },
  sourceType: 'compositeSynthetic',
  logo: null,
  brand: { colours: ['#1f4d3a', '#e8b04b'], headingFont: 'montserrat', bodyFont: 'inter' },
  scheme: 'light',
  texts: texts(over.layout ?? 'product-left'),
  format: 'png',
  watermark: false,
  ...over,
});

describe('renderAd', () => {
  it('renders every layout family, each on another placement and colour scheme, at the exact size with every check passing', async () => {
    for (const [i, layout] of AD_LAYOUTS.entries()) {
      const placement = AD_PLACEMENT_IDS[(i * 3) % AD_PLACEMENT_IDS.length]!;
      const scheme = i % 2 ? 'bold' : 'light';
      const ad = await renderAd(input({ layout, placement, scheme, texts: texts(layout) }));
      const meta = await sharp(ad.data).metadata();
      expect([layout, placement, meta.width, meta.height]).toEqual([layout, placement, ad.width, ad.height]);
      expect({ layout, placement, checks: ad.checks }).toMatchObject({ checks: { passed: true } });
      for (const text of ad.checks.contrast.texts) expect(text.ratio).toBeGreaterThanOrEqual(text.required);
    }
  }, 60_000);

  it('draws the typed headline so that OCR reads it back, in English and in Portuguese with its accents', async () => {
    for (const [headline, lang] of [
      ['Crisp apples picked this morning', 'eng'],
      ['Maçãs crocantes colhidas à mão', 'por'],
    ] as const) {
      const ad = await renderAd(input({ layout: 'headline-first', texts: { headline, cta: 'Ok' } }));
      // The headline's band, as drawn (its 100 px letters are large enough for tesseract).
      const band = await sharp(ad.data).extract({ left: 0, top: 0, width: 1080, height: 420 }).greyscale().png().toBuffer();
      expect(normaliseOcr(await ocr(band, lang))).toContain(normaliseOcr(headline));
    }
  }, 60_000);

  it('has a glyph for "ã ç é ß ñ œ ẞ Ÿ" in every bundled font, and reports characters none has instead of drawing boxes', async () => {
    for (const font of ['inter', 'roboto', 'montserrat', 'playfair-display', 'lora', 'dm-sans', 'noto-sans'] as const) expect(missingGlyphs('ã ç é ß ñ œ ẞ Ÿ « » €', font)).toEqual([]);
    expect(missingGlyphs('Chá 漢字 ok', 'inter')).toEqual(['漢', '字']);
    const ad = await renderAd(input({ texts: { headline: 'Chá 漢字', cta: 'Ok' } }));
    expect(ad.checks.glyphs).toEqual({ ok: false, missing: ['漢', '字'] });
    expect(ad.checks.passed).toBe(false);
  });

  it('reports a text too long for its box at the smallest size instead of cutting it', async () => {
    const ad = await renderAd(input({ placement: 'google-320x50', texts: { headline: 'Apples', cta: 'Ver especificações' } }));
    expect(ad.checks.overflow).toEqual({ ok: false, roles: ['cta'] });
    expect(ad.checks.passed).toBe(false);
  });

  it("keeps the logo's aspect ratio, inside the safe zone", async () => {
    const logo = await sharp({ create: { width: 900, height: 300, channels: 4, background: '#e8b04b' } }).png().toBuffer();
    const ad = await renderAd(input({ logo, placement: 'meta-stories' }));
    expect(ad.checks.logoAspect.ok).toBe(true);
    expect(ad.checks.logoAspect.error).toBeLessThan(0.01);
    expect(ad.checks.safeZone.ok).toBe(true);
  });

  it("encodes Google's uploaded sizes as JPEG within their 150 KB limit", async () => {
    const ad = await renderAd(input({ placement: 'google-300x600', format: 'jpg' }));
    expect(ad.mime).toBe('image/jpeg');
    expect(ad.data.length).toBeLessThanOrEqual(150 * 1024);
    expect(ad.checks.fileSize).toMatchObject({ ok: true, max: 150 * 1024 });
  });

  it('draws the Free plan\'s mark in the bottom right corner', async () => {
    const plain = await sharp((await renderAd(input())).data).extract({ left: 780, top: 1040, width: 300, height: 40 }).raw().toBuffer();
    const marked = await sharp((await renderAd(input({ watermark: true }))).data).extract({ left: 780, top: 1040, width: 300, height: 40 }).raw().toBuffer();
    let changed = 0;
    for (let i = 0; i < plain.length; i++) if (Math.abs(plain[i]! - marked[i]!) > 40) changed++;
    expect(changed).toBeGreaterThan(1000);
  });
});

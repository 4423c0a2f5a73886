/**
 * Ad creatives over HTTP on a real database: brand kits and their logos (PNG kept, hostile SVG
 * refused with a translated message, a safe SVG rasterised, 10 kits at most), copy candidates in the
 * user's language, free previews with their checks, and a set from a real photo's cut-out: the
 * credits it reserves (2 + 1 per extra variant), the plan's limits, every creative made and checked,
 * filed in the library under its product, the zip by placement with its manifest, and a creative
 * whose text cannot fit refunded its share.
 */
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exiftoolSourceType } from '../helpers/exiftool';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

type Kit = { id: string; name: string; colours: string[]; logo: { url: string; width: number; height: number } | null };
type Checks = { passed: boolean; overflow: { ok: boolean }; contrast: { ok: boolean; texts: { role: string; ratio: number; required: number }[] }; safeZone: { ok: boolean }; productClear: { ok: boolean } };
type AdSet = {
  id: string;
  status: string;
  watermark: boolean;
  creditsCharged: number;
  creditsRefunded: number;
  creatives: { variant: string; placement: string; status: string; width: number; height: number; imageId: string | null; checks: Checks | null; error: string | null }[];
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
});
afterAll(async () => {
  await t?.close();
});

const KIT = { name: 'Barro & Co', colours: ['#1f4d3a', '#e8b04b'], headingFont: 'montserrat', bodyFont: 'inter', tone: 'friendly' };

async function upload(cookie: string, file: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(sample(file))], file, { type: file.endsWith('.png') ? 'image/png' : 'image/jpeg' }));
  const res = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function putLogo(cookie: string, kitId: string, data: Buffer | string, name: string, type: string, lang = 'en') {
  const form = new FormData();
  form.append('file', new File([typeof data === 'string' ? data : new Uint8Array(data)], name, { type }));
  return t.request(`/api/v1/brand-kits/${kitId}/logo`, { method: 'POST', body: form, cookie, lang });
}

async function codeOf(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

async function balance(cookie: string): Promise<number> {
  return ((await (await t.request('/api/v1/me', { cookie })).json()) as { creditsBalance: number }).creditsBalance;
}

async function waitForSet(cookie: string, id: string): Promise<AdSet> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const body = (await (await t.request(`/api/v1/ad-sets/${id}`, { cookie, lang: 'en' })).json()) as AdSet;
    if (['succeeded', 'partial', 'failed'].includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`set ${id} still ${body.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const variant = (headline: string, over: Record<string, unknown> = {}) => ({
  texts: { headline, subline: 'Vaso feito à mão, 18 cm, com furo de drenagem e prato.', cta: 'Comprar agora' },
  layout: 'product-left',
  scheme: 'light',
  colourIndex: 0,
  ...over,
});

describe('brand kits', () => {
  it('keeps a logo as a trimmed PNG, refuses hostile SVGs and non-images with translated messages, and rasterises a safe SVG', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const created = await t.request('/api/v1/brand-kits', { method: 'POST', cookie, json: KIT });
    expect(created.status).toBe(201);
    const kit = (await created.json()) as Kit;
    expect(kit).toMatchObject({ name: 'Barro & Co', colours: ['#1f4d3a', '#e8b04b'], logo: null });

    // A 400x200 logo inside a transparent 40 px margin: kept without the margin, aspect ratio 2:1.
    const logo = await sharp({ create: { width: 480, height: 280, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: await sharp({ create: { width: 400, height: 200, channels: 4, background: '#1f4d3a' } }).png().toBuffer(), left: 40, top: 40 }])
      .png()
      .toBuffer();
    const set = await putLogo(cookie, kit.id, logo, 'logo.png', 'image/png');
    expect(set.status).toBe(200);
    expect(((await set.json()) as Kit).logo).toMatchObject({ width: 400, height: 200 });
    const file = await t.request(`/api/v1/brand-kits/${kit.id}/logo`, { cookie });
    expect(file.headers.get('content-type')).toBe('image/png');

    const hostile = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" onload="alert(1)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image xlink:href="http://169.254.169.254/latest/meta-data" width="10" height="10"/></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
    ];
    for (const svg of hostile) {
      const res = await putLogo(cookie, kit.id, svg, 'logo.svg', 'image/svg+xml', 'pt');
      expect(res.status).toBe(422);
      const body = ((await res.json()) as { error: { code: string; message: string } }).error;
      expect(body.code).toBe('logo_svg_unsafe');
      expect(body.message).toContain('SVG');
      expect(body.message).toMatch(/scripts|ligações/);
    }
    const notImage = await putLogo(cookie, kit.id, 'just text', 'logo.png', 'image/png');
    expect(notImage.status).toBe(422);
    expect((await codeOf(notImage))).toBe('logo_not_image');

    const safe = await putLogo(cookie, kit.id, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><rect x="0" y="0" width="300" height="100" rx="20" fill="#e8b04b"/></svg>', 'logo.svg', 'image/svg+xml');
    expect(safe.status).toBe(200);
    const safeLogo = ((await safe.json()) as Kit).logo!;
    expect(safeLogo.width / safeLogo.height).toBeCloseTo(3, 1);
    expect(Math.max(safeLogo.width, safeLogo.height)).toBe(1024);
  });

  it('keeps at most 10 kits a user, and another user sees none of them', async () => {
    const { cookie } = await signUpAndSignIn(t);
    for (let i = 0; i < 10; i++) expect((await t.request('/api/v1/brand-kits', { method: 'POST', cookie, json: { ...KIT, name: `Kit ${i}` } })).status).toBe(201);
    const eleventh = await t.request('/api/v1/brand-kits', { method: 'POST', cookie, json: KIT });
    expect(eleventh.status).toBe(409);
    expect((await codeOf(eleventh))).toBe('brand_kit_limit');
    const mine = (await (await t.request('/api/v1/brand-kits', { cookie })).json()) as { items: Kit[] };
    const other = await signUpAndSignIn(t);
    expect(((await (await t.request('/api/v1/brand-kits', { cookie: other.cookie })).json()) as { items: Kit[] }).items).toEqual([]);
    expect((await t.request(`/api/v1/brand-kits/${mine.items[0]!.id}`, { method: 'PUT', cookie: other.cookie, json: KIT })).status).toBe(404);
    expect((await t.request('/api/v1/brand-kits', { method: 'POST', cookie, json: { ...KIT, colours: [] } })).status).toBe(422);
    expect((await t.request('/api/v1/brand-kits', { method: 'POST', cookie, json: { ...KIT, colours: ['red'] } })).status).toBe(422);
  });
});

describe('ad copy', () => {
  it("writes 3 to 5 candidates of each text from the product's own words, in the user's language, never inventing a price", async () => {
    const { cookie } = await signUpAndSignIn(t);
    const product = (await (await t.request('/api/v1/products', { method: 'POST', cookie, json: { title: 'Vaso Terracota', features: 'feito à mão, 18 cm de diâmetro, furo de drenagem', audience: 'quem cuida de plantas' } })).json()) as { id: string };
    const res = await t.request('/api/v1/ad-copy', { method: 'POST', cookie, lang: 'pt', json: { productId: product.id, angle: 'audience', tone: 'friendly' } });
    expect(res.status).toBe(200);
    const copy = (await res.json()) as { headlines: string[]; sublines: string[]; ctas: string[]; source: string };
    expect(copy.source).toBe('local');
    for (const list of [copy.headlines, copy.sublines, copy.ctas]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(5);
    }
    expect(copy.headlines).toContain('Para quem cuida de plantas');
    expect(copy.ctas).toContain('Comprar agora');
    for (const text of [...copy.headlines, ...copy.sublines]) {
      expect(text).not.toMatch(/%|€|\$/);
      expect(text).not.toMatch(/melhor|perfeit|último/i);
    }
    // The offer angle uses the seller's own offer, word for word.
    const offer = (await (await t.request('/api/v1/ad-copy', { method: 'POST', cookie, lang: 'en', json: { productId: product.id, angle: 'offer', tone: 'premium', offer: '-15% this week' } })).json()) as { headlines: string[] };
    expect(offer.headlines.every((h) => h.includes('-15% this week'))).toBe(true);
  });
});

describe('ad sets', () => {
  it("previews, then makes a Free set of 3 placements in 2 variants from a real photo's cut-out: checked, marked, filed under the product, zipped with a manifest", async () => {
    const { cookie } = await signUpAndSignIn(t);
    const photo = await upload(cookie, 'apple.jpg');
    const product = (await (await t.request('/api/v1/products', { method: 'POST', cookie, json: { title: 'Red apple', sourceImageIds: [photo] } })).json()) as { id: string };
    const kit = (await (await t.request('/api/v1/brand-kits', { method: 'POST', cookie, json: KIT })).json()) as Kit;
    const placements = ['meta-feed-square', 'meta-stories', 'google-300x250'];
    const design = {
      productId: product.id,
      product: { sourceImageId: photo },
      brandKitId: kit.id,
      placements,
      dimension: 'headline',
      variants: [variant('Crisp apples, picked this morning'), variant('An apple for the road')],
      format: 'png',
    };

    const preview = await t.request('/api/v1/ad-sets/preview', { method: 'POST', cookie, json: { ...design, variant: 1 } });
    expect(preview.status).toBe(200);
    const shown = ((await preview.json()) as { placements: { placement: string; width: number; height: number; image: string; checks: Checks }[] }).placements;
    expect(shown.map((p) => [p.placement, p.width, p.height])).toEqual([['meta-feed-square', 1080, 1080], ['meta-stories', 1080, 1920], ['google-300x250', 300, 250]]);
    for (const p of shown) {
      expect(p.checks.passed).toBe(true);
      const meta = await sharp(Buffer.from(p.image.split(',')[1]!, 'base64')).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(480);
    }
    expect(await balance(cookie)).toBe(10);

    // Free: at most 3 placements and 2 variants.
    const tooMany = await t.request('/api/v1/ad-sets', { method: 'POST', cookie, json: { ...design, placements: [...placements, 'pinterest-standard'] } });
    expect(tooMany.status).toBe(403);
    expect((await codeOf(tooMany))).toBe('ad_plan_limit');
    // Variants that differ in more than the declared dimension are refused.
    const mixed = await t.request('/api/v1/ad-sets', { method: 'POST', cookie, json: { ...design, variants: [variant('One'), variant('Two', { layout: 'hero-centre' })] } });
    expect(mixed.status).toBe(422);
    expect((await codeOf(mixed))).toBe('ad_variants_invalid');
    // The offer badge layout needs the seller's own offer.
    const noOffer = await t.request('/api/v1/ad-sets', { method: 'POST', cookie, json: { ...design, variants: [variant('One', { layout: 'offer-badge' })] } });
    expect((await codeOf(noOffer))).toBe('ad_layout_needs_text');
    expect(await balance(cookie)).toBe(10);

    const res = await t.request('/api/v1/ad-sets', { method: 'POST', cookie, json: design });
    expect(res.status).toBe(202);
    const created = (await res.json()) as AdSet;
    expect(created).toMatchObject({ status: 'queued', creditsCharged: 3, watermark: true });
    expect(await balance(cookie)).toBe(7);

    const done = await waitForSet(cookie, created.id);
    expect(done).toMatchObject({ status: 'succeeded', creditsRefunded: 0 });
    expect(done.creatives.map((c) => `${c.variant}:${c.placement}`)).toEqual(['A:meta-feed-square', 'A:meta-stories', 'A:google-300x250', 'B:meta-feed-square', 'B:meta-stories', 'B:google-300x250']);
    for (const c of done.creatives) {
      expect(c.status).toBe('succeeded');
      expect(c.checks!.passed).toBe(true);
      for (const text of c.checks!.contrast.texts) expect(text.ratio).toBeGreaterThanOrEqual(text.required);
      const file = await t.request(`/api/v1/images/${c.imageId}/file`, { cookie });
      const bytes = Buffer.from(await file.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', c.width, c.height]);
      // Drawn by program from the seller's cut-out: the file says so, as exiftool reads it.
      if (c.variant === 'A' && c.placement === 'meta-feed-square') expect(await exiftoolSourceType(bytes, 'png')).toBe('compositeSynthetic');
    }
    expect(await balance(cookie)).toBe(7);

    const library = (await (await t.request('/api/v1/images?type=generated', { cookie })).json()) as { items: { kind: string }[] };
    expect(library.items.filter((i) => i.kind === 'ad')).toHaveLength(6);
    const productPage = (await (await t.request(`/api/v1/products/${product.id}`, { cookie })).json()) as { outputs: { kind: string }[] };
    expect(productPage.outputs.filter((o) => o.kind === 'ad')).toHaveLength(6);
    const ofProduct = (await (await t.request(`/api/v1/ad-sets?productId=${product.id}`, { cookie })).json()) as { items: AdSet[] };
    expect(ofProduct.items.map((s) => s.id)).toEqual([created.id]);

    const zip = await t.request(`/api/v1/ad-sets/${created.id}/archive`, { cookie });
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      ['google-300x250/A-google-300x250.png', 'google-300x250/B-google-300x250.png', 'manifest.csv', 'meta-feed-square/A-meta-feed-square.png', 'meta-feed-square/B-meta-feed-square.png', 'meta-stories/A-meta-stories.png', 'meta-stories/B-meta-stories.png'].sort(),
    );
    const manifest = Buffer.from(files['manifest.csv']!).toString('utf8').replace(/^\ufeff/, '').split('\r\n');
    expect(manifest[0]).toBe('variant,placement,platform,width,height,file,headline,primary_text,call_to_action,offer,checks_passed');
    expect(manifest[1]).toBe('A,meta-feed-square,meta,1080,1080,meta-feed-square/A-meta-feed-square.png,"Crisp apples, picked this morning","Vaso feito à mão, 18 cm, com furo de drenagem e prato.",Comprar agora,,yes');

    // Another user sees neither the set nor its zip.
    const other = await signUpAndSignIn(t);
    expect((await t.request(`/api/v1/ad-sets/${created.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/v1/ad-sets/${created.id}/archive`, { cookie: other.cookie })).status).toBe(404);
  });

  it('refunds the share of a creative whose text cannot fit its placement, and says why', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const photo = await upload(cookie, 'coffee_cup.png');
    const kit = (await (await t.request('/api/v1/brand-kits', { method: 'POST', cookie, json: KIT })).json()) as Kit;
    // A call to action that fits a 1080 px square's button, and is wider than the 320x50 banner's button even at its smallest size.
    const long = variant('Café de especialidade', { layout: 'hero-centre', texts: { headline: 'Café de especialidade', cta: 'Ver especificações' } });
    const res = await t.request('/api/v1/ad-sets', { method: 'POST', cookie, json: { product: { sourceImageId: photo }, brandKitId: kit.id, placements: ['meta-feed-square', 'google-320x50'], dimension: 'headline', variants: [long], format: 'jpg' } });
    expect(res.status).toBe(202);
    expect(await balance(cookie)).toBe(8);
    const done = await waitForSet(cookie, ((await res.json()) as AdSet).id);
    expect(done.status).toBe('partial');
    const [square, banner] = done.creatives;
    expect(square).toMatchObject({ placement: 'meta-feed-square', status: 'succeeded' });
    expect(banner).toMatchObject({ placement: 'google-320x50', status: 'failed', imageId: null });
    expect(banner!.error).toMatch(/does not fit/);
    expect(done.creditsRefunded).toBe(1);
    expect(await balance(cookie)).toBe(9);
  });
});

/**
 * Listing sets over HTTP on a real database, with the real cut-out model: an Amazon set of 6 images
 * from a real photo (coffee_cup.png) with 4 features and dimensions: one credit an image, every
 * image exactly Amazon's size, the main image passing the packshot compliance check, the callouts
 * and figures read back by OCR, alt texts in the user's language, the zip in listing order with
 * alt-text.csv, the images filed under the product. Refusals before anything is charged: slots a
 * marketplace forbids (eBay), a dimensions image without figures, a main image not first, an
 * uncertain cut-out; a callout too long is refunded; another user sees nothing.
 */
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseOcr, ocr } from '../helpers/ocr';
import { exiftoolSourceType } from '../helpers/exiftool';
import { sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, type TestApp } from '../helpers/test-app';

type ListingImage = { position: number; kind: string; status: string; fileName: string; imageId: string | null; width: number; height: number; altText: string; error: string | null; checks: { passed: boolean; size: { ok: boolean }; overflow: { ok: boolean; items: string[] }; enlarged: { ok: boolean; factor: number }; compliance: { passed: boolean } | null } | null };
type ListingSet = { id: string; status: string; creditsCharged: number; creditsRefunded: number; images: ListingImage[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { worker: true, matting: 'real' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function upload(cookie: string, data: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' }));
  const res = await t.request('/api/v1/source-images', { method: 'POST', body: form, cookie });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function balance(cookie: string): Promise<number> {
  return ((await (await t.request('/api/v1/me', { cookie })).json()) as { creditsBalance: number }).creditsBalance;
}

async function error(res: Response): Promise<{ code: string; message: string }> {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

async function waitForSet(cookie: string, id: string): Promise<ListingSet> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const body = (await (await t.request(`/api/v1/listing-sets/${id}`, { cookie, lang: 'pt' })).json()) as ListingSet;
    if (['succeeded', 'partial', 'failed'].includes(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`set ${id} still ${body.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const CALLOUTS = [
  { icon: 'thermometer', title: 'Mantém o calor', text: 'Porcelana de parede grossa' },
  { icon: 'droplets', title: 'Lava-louças', text: 'Sem perder o brilho' },
  { icon: 'hand', title: 'Asa confortável', text: 'Cabem dois dedos' },
  { icon: 'leaf', title: 'Esmalte sem chumbo' },
];
const DIMENSIONS = { width: 12.5, height: 7, depth: 9, unit: 'cm', weight: 0.32, weightUnit: 'kg' };

describe('listing sets', () => {
  let cookie: string;
  let productId: string;
  let cup: string;
  let second: string;

  beforeAll(async () => {
    ({ cookie } = await signUpAndSignIn(t));
    cup = await upload(cookie, sample('coffee_cup.png'), 'coffee_cup.png');
    second = await upload(cookie, await sharp(sample('coffee_cup.png')).flop().png().toBuffer(), 'coffee_cup_other_side.png');
    const res = await t.request('/api/v1/products', { method: 'POST', cookie, json: { title: 'Xícara de espresso', features: 'porcelana, 90 ml', sourceImageIds: [cup, second] } });
    expect(res.status).toBe(201);
    productId = ((await res.json()) as { id: string }).id;
  }, 60_000);

  it('makes an Amazon set of 6 images from a real photo: sizes, compliance, OCR, alt texts, zip and library', async () => {
    const before = await balance(cookie);
    const slots = [
      { kind: 'main' },
      { kind: 'infographic', title: 'Feita para o dia a dia', callouts: CALLOUTS },
      { kind: 'dimensions' },
      { kind: 'detail' },
      { kind: 'angles', sourceImageIds: [cup, second] },
      { kind: 'comparison', title: 'Do tamanho de uma xícara de café', lines: ['Cabe na palma da mão', 'Serve um expresso duplo'] },
    ];
    const res = await t.request('/api/v1/listing-sets', { method: 'POST', cookie, lang: 'pt', json: { productId, marketplace: 'amazon', dimensions: DIMENSIONS, slots } });
    expect(res.status).toBe(202);
    const created = (await res.json()) as ListingSet;
    expect(created.creditsCharged).toBe(6);
    expect(await balance(cookie)).toBe(before - 6);

    const set = await waitForSet(cookie, created.id);
    expect(set.images.map((i) => [i.position, i.kind, i.fileName])).toEqual([
      [1, 'main', '01-main.jpg'],
      [2, 'infographic', '02-infographic.jpg'],
      [3, 'dimensions', '03-dimensions.jpg'],
      [4, 'detail', '04-detail.jpg'],
      [5, 'angles', '05-angles.jpg'],
      [6, 'comparison', '06-comparison.jpg'],
    ]);
    for (const image of set.images) {
      expect(['succeeded', 'flagged']).toContain(image.status);
      expect(image.imageId).not.toBeNull();
      expect(image.checks!.size.ok).toBe(true);
      expect(image.checks!.overflow.ok).toBe(true);
    }
    // Only the detail crop of a 600 px photo is enlarged, and it says so.
    expect(set.images.filter((i) => i.status === 'flagged').map((i) => i.kind)).toEqual(['detail']);
    expect(set.images[3]!.checks!.enlarged.factor).toBeGreaterThan(1);
    expect(set.images[0]!.checks!.compliance!.passed).toBe(true);
    expect(set.status).toBe('succeeded');
    expect(set.creditsRefunded).toBe(0);
    expect(set.images[0]!.altText).toBe('Xícara de espresso em fundo branco');
    expect(set.images[2]!.altText).toBe('Medidas de Xícara de espresso: Largura 12,5 cm, Altura 7 cm, Profundidade 9 cm, Peso 0,32 kg');

    const zipRes = await t.request(`/api/v1/listing-sets/${set.id}/archive`, { cookie });
    expect(zipRes.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zipRes.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['01-main.jpg', '02-infographic.jpg', '03-dimensions.jpg', '04-detail.jpg', '05-angles.jpg', '06-comparison.jpg', 'alt-text.csv']);
    for (const name of Object.keys(files).filter((n) => n.endsWith('.jpg'))) {
      const meta = await sharp(Buffer.from(files[name]!)).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([2000, 2000, 'jpeg']);
    }
    // Every listing image says how it was made, as exiftool reads it (no model: the seller's photos drawn on).
    for (const name of ['01-main.jpg', '02-infographic.jpg', '04-detail.jpg']) expect(await exiftoolSourceType(files[name]!, 'jpg')).toBe('compositeSynthetic');
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files['alt-text.csv']);
    expect(csv.split('\r\n')[0]).toBe('\ufeffposition,file,kind,width,height,alt_text,checks_passed');
    expect(csv).toContain('2,02-infographic.jpg,infographic,2000,2000,"Destaques de Xícara de espresso: Mantém o calor, Lava-louças, Asa confortável e Esmalte sem chumbo",yes');

    // What a shopper reads: the callouts (the cup is wider than tall, so they stand in a row under
    // it: each column, 4 of 22.75 % of the page from 4.5 %, read on its own) and the figures.
    const infographic = Buffer.from(files['02-infographic.jpg']!);
    for (const [i, title] of ['mantém o calor', 'lava louças', 'asa confortável', 'esmalte sem chumbo'].entries()) {
      const column = await sharp(infographic).extract({ left: 90 + i * 455, top: 1320, width: 455, height: 680 }).png().toBuffer();
      expect(normaliseOcr(await ocr(column, 'por'))).toContain(title);
    }
    // Each label read in its band (the height left of the product, the depth right of it, the width under it, the weight on top),
    // at half size: tesseract reads letters of 20 to 40 px best.
    const drawing = Buffer.from(files['03-dimensions.jpg']!);
    const band = async (left: number, top: number, width: number, height: number) => (await ocr(await sharp(drawing).extract({ left, top, width, height }).resize({ width: Math.round(width / 2) }).greyscale().png().toBuffer(), 'por')).replace(/\s+/g, ' ');
    expect(await band(0, 500, 440, 1000)).toContain('7 cm Altura');
    expect(await band(1500, 400, 500, 1200)).toMatch(/9 cm.*profundidade/i);
    expect(await band(0, 1500, 2000, 500)).toContain('12,5 cm Largura');
    expect(await band(0, 0, 2000, 400)).toContain('Peso: 0,32 kg');

    // Filed in the library as listing images, and on the product's page.
    const library = (await (await t.request('/api/v1/images?type=generated', { cookie })).json()) as { items: { id: string; kind: string }[] };
    expect(library.items.filter((i) => i.kind === 'listing').map((i) => i.id).sort()).toEqual(set.images.map((i) => i.imageId).sort());
    const productPage = (await (await t.request(`/api/v1/products/${productId}`, { cookie })).json()) as { outputs: { id: string; kind: string }[]; outputCount?: number };
    expect(productPage.outputs.filter((o) => o.kind === 'listing')).toHaveLength(6);
    const ofProduct = (await (await t.request(`/api/v1/listing-sets?productId=${productId}`, { cookie })).json()) as { items: ListingSet[] };
    expect(ofProduct.items.map((s) => s.id)).toEqual([set.id]);

    // Another user sees nothing of it.
    const other = await signUpAndSignIn(t);
    expect((await t.request(`/api/v1/listing-sets/${set.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request(`/api/v1/listing-sets/${set.id}/archive`, { cookie: other.cookie })).status).toBe(404);
    const stolen = await t.request('/api/v1/listing-sets', { method: 'POST', cookie: other.cookie, json: { productId, marketplace: 'amazon', slots: [{ kind: 'main' }] } });
    expect(stolen.status).toBe(404);
  }, 240_000);

  it('refuses, before charging, what the marketplace forbids, figures not given and a main image out of place, in the user language', async () => {
    const before = await balance(cookie);
    const ebay = await t.request('/api/v1/listing-sets', { method: 'POST', cookie, lang: 'de', json: { productId, marketplace: 'ebay', dimensions: DIMENSIONS, slots: [{ kind: 'main' }, { kind: 'infographic', callouts: CALLOUTS }] } });
    const e = await error(ebay);
    expect(ebay.status, JSON.stringify(e)).toBe(422);
    expect(e.code).toBe('listing_slot_unavailable');
    expect(e.message).toContain('eBay');
    expect(e.message).toContain('Infografik');
    const titledAngles = await t.request('/api/v1/listing-sets', { method: 'POST', cookie, json: { productId, marketplace: 'mercado_livre', slots: [{ kind: 'angles', title: 'Na caixa', sourceImageIds: [cup, second] }] } });
    expect((await error(titledAngles)).code).toBe('listing_slot_unavailable');
    const noFigures = await t.request('/api/v1/listing-sets', { method: 'POST', cookie, lang: 'en', json: { productId, marketplace: 'amazon', slots: [{ kind: 'main' }, { kind: 'dimensions' }] } });
    expect(noFigures.status).toBe(422);
    expect((await error(noFigures)).message).toMatch(/never guesses/);
    const mainSecond = await t.request('/api/v1/listing-sets', { method: 'POST', cookie, json: { productId, marketplace: 'amazon', slots: [{ kind: 'detail' }, { kind: 'main' }] } });
    expect((await error(mainSecond)).code).toBe('listing_main_first');
    const tooMany = await t.request('/api/v1/listing-sets', { method: 'POST', cookie, json: { productId, marketplace: 'amazon', slots: [{ kind: 'main' }, ...Array.from({ length: 9 }, () => ({ kind: 'detail' }))] } });
    expect((await error(tooMany)).code).toBe('listing_too_many_images');
    const nul = await t.request('/api/v1/listing-sets', { method: 'POST', cookie, json: { productId, marketplace: 'amazon', slots: [{ kind: 'comparison', title: 'a\u0000b', lines: ['x'] }] } });
    expect(nul.status).toBe(400);
    expect(await balance(cookie)).toBe(before);
  });

  it('stops at an uncertain cut-out with the way to touch it up, charging nothing', async () => {
    const box = await upload(cookie, sample('cookie_box_gray.png'), 'cookie_box_gray.png');
    const product = ((await (await t.request('/api/v1/products', { method: 'POST', cookie, json: { title: 'Caixa de biscoitos', sourceImageIds: [box] } })).json()) as { id: string }).id;
    const before = await balance(cookie);
    const res = await t.request('/api/v1/listing-sets', { method: 'POST', cookie, lang: 'pt', json: { productId: product, marketplace: 'amazon', slots: [{ kind: 'main' }] } });
    expect(res.status).toBe(409);
    const e = await error(res);
    expect(e.code).toBe('listing_cutout_uncertain');
    expect(e.message).toMatch(/Retoque o recorte/);
    expect(await balance(cookie)).toBe(before);
  }, 60_000);

  it('previews for free, and refunds an image whose callout does not fit', async () => {
    const before = await balance(cookie);
    const long = [{ icon: 'sun', title: 'Supercalifragilisticexpialid' }, { icon: 'leaf', title: 'Folhas' }, { icon: 'check', title: 'Vaso' }, { icon: 'gift', title: 'Presente' }];
    const preview = await t.request('/api/v1/listing-sets/preview', { method: 'POST', cookie, json: { productId, marketplace: 'etsy', slots: [{ kind: 'main' }, { kind: 'infographic', callouts: long }] } });
    expect(preview.status).toBe(200);
    const p = (await preview.json()) as { images: { kind: string; width: number; height: number; image: string; checks: { overflow: { items: string[] } } }[] };
    expect(p.images.map((i) => [i.kind, i.width, i.height])).toEqual([
      ['main', 2700, 2025],
      ['infographic', 2700, 2025],
    ]);
    expect(p.images[0]!.image).toMatch(/^data:image\/webp;base64,/);
    expect(p.images[1]!.checks.overflow.items).toContain('callout-1-title');
    expect(await balance(cookie)).toBe(before);

    const res = await t.request('/api/v1/listing-sets', { method: 'POST', cookie, lang: 'pt', json: { productId, marketplace: 'etsy', slots: [{ kind: 'main' }, { kind: 'infographic', callouts: long }] } });
    const set = await waitForSet(cookie, ((await res.json()) as ListingSet).id);
    expect(set.status).toBe('partial');
    expect(set.images[1]).toMatchObject({ status: 'failed', imageId: null });
    expect(set.images[1]!.error).toMatch(/Encurte-o/);
    expect(set.creditsRefunded).toBe(1);
    expect(await balance(cookie)).toBe(before - 1);
  }, 120_000);
});

describe('listing sets from the catalogue', () => {
  it('runs one Amazon template over products: each fills it from its own data, an uncertain cut-out ends its item uncharged, one zip by SKU with alt texts', async () => {
    // The cup's cover is large enough for a sharp detail crop (3000 px wide, the product about 2000 px:
    // 2.9x at Amazon's 2000 px); the 512 px apple is not, and goes without.
    const { cookie } = await signUpAndSignIn(t);
    const product = async (title: string, sku: string, features: string, photos: string[]) => {
      const res = await t.request('/api/v1/products', { method: 'POST', cookie, json: { title, sku, features, tags: ['vitrine'], sourceImageIds: photos } });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const large = await sharp(sample('coffee_cup.png')).resize(3000).jpeg({ quality: 92 }).toBuffer();
    const cupPhotos = [await upload(cookie, large, 'coffee_cup.jpg'), await upload(cookie, await sharp(sample('coffee_cup.png')).flop().png().toBuffer(), 'coffee_cup_back.png')];
    const cup = await product('Xícara de espresso', 'CUP-9', 'Porcelana grossa\nLava-louças\nCabe 90 ml\nEsmalte sem chumbo', cupPhotos);
    const apple = await product('Maçã', 'APL-9', 'Crocante', [await upload(cookie, sample('apple.jpg'), 'apple.jpg')]);
    const box = await product('Caixa de biscoitos', 'BOX-9', '', [await upload(cookie, sample('cookie_box_gray.png'), 'cookie_box_gray.png')]);

    // The template's marketplace rules hold before anything is quoted: eBay bans added text.
    const banned = await t.request('/api/v1/catalogue-runs/quote', { method: 'POST', cookie, lang: 'pt', json: { selection: { tag: 'vitrine' }, action: { type: 'listing', marketplace: 'ebay', kinds: ['main', 'infographic'] } } });
    expect(banned.status).toBe(422);
    expect((await error(banned)).code).toBe('listing_slot_unavailable');
    const mainNotFirst = await t.request('/api/v1/catalogue-runs/quote', { method: 'POST', cookie, json: { selection: { tag: 'vitrine' }, action: { type: 'listing', marketplace: 'amazon', kinds: ['detail', 'main'] } } });
    expect(mainNotFirst.status).toBe(422);

    const request = { selection: { tag: 'vitrine' }, action: { type: 'listing', marketplace: 'amazon', kinds: ['main', 'infographic', 'detail', 'angles'] } };
    const quote = (await (await t.request('/api/v1/catalogue-runs/quote', { method: 'POST', cookie, json: request })).json()) as { products: number; credits: number; leftOut: { kind: string; products: number }[] };
    // The cup fills all 4; the apple and the box have 1 feature line, 1 small photo: the main image only.
    expect(quote).toMatchObject({ products: 3, credits: 6, leftOut: [{ kind: 'infographic', products: 2 }, { kind: 'detail', products: 2 }, { kind: 'angles', products: 2 }] });

    const started = await t.request('/api/v1/catalogue-runs', { method: 'POST', cookie, lang: 'pt', json: request });
    expect(started.status).toBe(202);
    const runId = ((await started.json()) as { id: string }).id;
    const deadline = Date.now() + 240_000;
    type Item = { productId: string; status: string; listingSetId: string | null; images: { id: string }[]; creditsReserved: number; creditsRefunded: number; error: { code: string; message: string } | null };
    let run: { status: string; creditsCharged: number; items: Item[] };
    for (;;) {
      run = (await (await t.request(`/api/v1/batches/${runId}`, { cookie, lang: 'pt' })).json()) as typeof run;
      if (run.status === 'completed') break;
      if (Date.now() > deadline) throw new Error(`run still ${run.status}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    const byProduct = new Map(run.items.map((i) => [i.productId, i]));
    expect(byProduct.get(cup)).toMatchObject({ status: 'succeeded', creditsReserved: 4, creditsRefunded: 0 });
    expect(byProduct.get(cup)!.images).toHaveLength(4);
    expect(byProduct.get(apple)).toMatchObject({ status: 'succeeded', creditsReserved: 1 });
    expect(byProduct.get(box)).toMatchObject({ status: 'failed', listingSetId: null, creditsReserved: 0, error: { code: 'listing_cutout_uncertain' } });
    expect(byProduct.get(box)!.error!.message).toMatch(/Retoque o recorte/);
    expect(run.creditsCharged).toBe(5);
    expect(await balance(cookie)).toBe(5);

    // Each set is the product's own, kept under it, with its texts in the run's language.
    const set = (await (await t.request(`/api/v1/listing-sets/${byProduct.get(cup)!.listingSetId}`, { cookie })).json()) as ListingSet & { productId: string; language: string };
    expect(set).toMatchObject({ productId: cup, language: 'pt', status: 'succeeded' });
    expect(set.images.map((i) => i.kind)).toEqual(['main', 'infographic', 'detail', 'angles']);
    expect(set.images.every((i) => i.width === 2000 && i.height === 2000)).toBe(true);

    const zip = await t.request(`/api/v1/batches/${runId}/archive`, { cookie });
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['APL-9/01-main.jpg', 'CUP-9/01-main.jpg', 'CUP-9/02-infographic.jpg', 'CUP-9/03-detail.jpg', 'CUP-9/04-angles.jpg', 'manifest.csv']);
    const infographic = await sharp(Buffer.from(files['CUP-9/02-infographic.jpg']!)).metadata();
    expect([infographic.width, infographic.height, infographic.format]).toEqual([2000, 2000, 'jpeg']);
    const rows = new TextDecoder().decode(files['manifest.csv']).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows).toHaveLength(6);
    const main = rows.find((r) => r.includes('CUP-9/01-main.jpg'))!;
    expect(main).toMatch(/^Xícara de espresso,CUP-9,coffee_cup\.jpg,CUP-9\/01-main\.jpg,listing-main,amazon,2000,2000,1,Xícara de espresso em fundo branco$/);
    // The detail crop is the large photo's own pixels, enlarged less than 3 times (and says so).
    const detail = set.images.find((i) => i.kind === 'detail')!;
    expect(detail.checks!.enlarged.factor).toBeGreaterThan(1);
    expect(detail.checks!.enlarged.factor).toBeLessThanOrEqual(3);
  }, 300_000);
});

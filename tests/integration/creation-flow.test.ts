/**
 * The UGC creator over HTTP on a real database: bad uploads store nothing,
 * tier rules on the server, the credit invariant under 50 concurrent requests, refunds of
 * failed images, ownership on every route, and the library.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, scenarios, sourceImages, subscribers } from '../../src/server/db/schema';
import { RECIPE_KEYS } from '../../src/server/engine/scenarios/local-catalog/studio-recipes';
import { failingRenderer, fastRenderer } from '../helpers/fake-renderers';
import { enlargedSample, fixture, sample } from '../helpers/samples';
import { createTestApp, signUpAndSignIn, waitForGeneration, type TestApp } from '../helpers/test-app';
import { itOnPgliteOnly } from '../helpers/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { ai: { images: fastRenderer() }, worker: true });
});
afterAll(async () => {
  await t?.close();
});

const settings = {
  aspectRatio: '1:1',
  quality: 'medium',
  count: 1,
  format: 'png',
  highlightProduct: true,
  style: 'lifestyle',
  timeOfDay: 'golden_hour',
} as const;

function upload(cookie: string, data: Buffer, name = 'photo.png', type = 'image/png', lang = 'en') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name, { type }));
  return t.request('/api/v1/source-images', { method: 'POST', body: form, cookie, lang });
}

/** Uploads a sample enlarged 3x, so every quality is offered for it (enlargedSample). */
async function uploadOk(cookie: string, name = 'coffee_cup.png') {
  const res = await upload(cookie, await enlargedSample(name), name, name.endsWith('.jpg') ? 'image/jpeg' : 'image/png');
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; width: number; height: number; format: string };
}

async function ideas(cookie: string, sourceImageId: string, language = 'en') {
  const res = await t.request('/api/v1/scenarios', {
    method: 'POST',
    cookie,
    json: { sourceImageId, features: 'Handmade ceramic espresso cup', audience: 'Coffee lovers', language },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { scenarios: { id: string; premium: boolean; locked: boolean; title: string }[] }).scenarios;
}

async function setTier(userId: string, tier: 'Free' | 'Plus', credits?: number) {
  await t.container.database.db
    .update(subscribers)
    .set({ subscriptionTier: tier, subscribed: tier !== 'Free' })
    .where(eq(subscribers.userId, userId));
  if (credits !== undefined) {
    const balance = await t.container.credits.balance(userId);
    if (credits !== balance) {
      await t.container.credits.apply({
        userId,
        amount: credits - balance,
        reason: 'admin_adjustment',
        idempotencyKey: `test:set:${userId}:${credits}:${Date.now()}`,
      });
    }
  }
}

function storedFiles(userId: string): string[] {
  const dir = path.join(t.container.env.dataDir, 'storage', 'users', userId);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.includes('.'));
}

async function ledgerSum(userId: string) {
  const [row] = await t.container.database.db
    .select({ sum: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  return Number(row?.sum);
}

describe('uploads', () => {
  itOnPgliteOnly('refuses bad files with a translated error and stores nothing', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from('just some text, not an image'), 'notes.png', 415, 'unsupported_file_type'],
      [await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).gif().toBuffer(), 'a.gif', 415, 'unsupported_file_type'],
      [sample('coffee_cup.png').subarray(0, 4000), 'broken.png', 422, 'broken_image'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), 'garbage.jpg', 422, 'broken_image'],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'huge.png', 413, 'file_too_large'],
      [
        await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer(),
        'giant.png',
        413,
        'too_many_pixels',
      ],
    ];
    for (const [data, name, status, code] of cases) {
      const res = await upload(cookie, data, name);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect({ name, status: res.status, code: body.error.code }).toEqual({ name, status, code });
      expect(body.error.message.length).toBeGreaterThan(10);
    }
    const fr = (await (await upload(cookie, Buffer.from('nope'), 'x.png', 'image/png', 'fr')).json()) as { error: { message: string } };
    expect(fr.error.message).toBe('Type de fichier non pris en charge. Importez une image PNG, JPG, WebP, AVIF ou HEIC.');
    const missing = await t.request('/api/v1/source-images', { method: 'POST', body: new FormData(), cookie });
    expect(missing.status).toBe(400);
    expect(await t.container.database.db.select().from(sourceImages).where(eq(sourceImages.userId, userId))).toHaveLength(0);
    expect(storedFiles(userId)).toEqual([]);
  });

  itOnPgliteOnly('takes WebP, AVIF and HEIC photos and stores them converted: JPEG when opaque, PNG when transparent', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const opaque = await sharp(sample('apple.jpg')).webp({ quality: 90 }).toBuffer();
    const cutOut = await sharp(sample('coffee_cup.png')).ensureAlpha().avif({ quality: 70 }).toBuffer();
    const transparent = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><circle cx="150" cy="100" r="70" fill="#c33"/></svg>') }])
      .avif({ quality: 70 })
      .toBuffer();
    // HEIC photos made by heif-enc (see tests/fixtures/heic/SOURCES.md).
    const heicApple = fixture('heic/apple.heic');
    const heicSweet = fixture('heic/sweet-transparent.heic');
    const mimeOf = (name: string) => (name.endsWith('.webp') ? 'image/webp' : name.endsWith('.avif') ? 'image/avif' : 'image/heic');
    for (const [data, name, format, width] of [
      [opaque, 'apple.webp', 'jpg', 512],
      [cutOut, 'cup.avif', 'jpg', 600],
      [transparent, 'sweet.avif', 'png', 300],
      [heicApple, 'IMG_0001.HEIC', 'jpg', 512],
      [heicSweet, 'sweet.heic', 'png', 240],
    ] as const) {
      const res = await upload(cookie, data, name, mimeOf(name));
      expect(res.status, name).toBe(201);
      const body = (await res.json()) as { id: string; format: string; width: number };
      expect({ name, format: body.format, width: body.width }).toEqual({ name, format, width });
      const file = await t.request(`/api/v1/images/${body.id}/file`, { cookie });
      expect(file.headers.get('content-type')).toBe(format === 'png' ? 'image/png' : 'image/jpeg');
      const stored = Buffer.from(await file.arrayBuffer());
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe(format === 'png' ? 'png' : 'jpeg');
      if (name === 'IMG_0001.HEIC') {
        // The pixels are the apple's, not a blank decode: the mean colour is within a few levels of the JPEG it was made from.
        const [made, original] = await Promise.all([sharp(stored).stats(), sharp(sample('apple.jpg')).stats()]);
        for (const c of [0, 1, 2]) expect(Math.abs(made.channels[c]!.mean - original.channels[c]!.mean), `channel ${c}`).toBeLessThan(6);
      }
      if (name === 'sweet.heic') {
        // The transparent corners stay transparent and the drawn shape opaque.
        const { data: px, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
        expect(px[3]).toBe(0);
        expect(px[(95 * info.width + 120) * 4 + 3]).toBe(255);
      }
    }
    // A HEIC file cut short is a broken image, and nothing is stored for it.
    const truncated = await upload(cookie, heicApple.subarray(0, 2_000), 'cut.heic', 'image/heic');
    expect(truncated.status).toBe(422);
    expect(((await truncated.json()) as { error: { code: string } }).error.code).toBe('broken_image');
  });

  itOnPgliteOnly('applies EXIF orientation and keeps the real type', async () => {
    const { cookie } = await signUpAndSignIn(t);
    // A 300x100 JPEG tagged "rotate 90" is a 100x300 picture.
    const rotated = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#3a6' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(cookie, rotated, 'rotated.png', 'image/png');
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; width: number; height: number; format: string };
    expect(body).toMatchObject({ width: 100, height: 300, format: 'jpg' });
    const file = await t.request(`/api/v1/images/${body.id}/file`, { cookie });
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([100, 300]);
  });

  itOnPgliteOnly('analyses the photo', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const res = await upload(cookie, sample('coffee_cup.png'), 'coffee_cup.png');
    const body = (await res.json()) as { width: number; height: number; analysis: { hasAlpha: boolean; dominantColors: string[]; suggestedCutout: { width: number } } };
    expect(body.width).toBe(600);
    expect(body.height).toBe(400);
    expect(body.analysis.hasAlpha).toBe(false);
    expect(body.analysis.dominantColors.length).toBeGreaterThanOrEqual(3);
    for (const c of body.analysis.dominantColors) expect(c).toMatch(/^#[0-9a-f]{6}$/i);
    expect(body.analysis.suggestedCutout.width).toBeGreaterThan(0);
  });
});

describe('scenarios and tier rules', () => {
  itOnPgliteOnly('gives 6 ideas in the requested language, 2 premium and locked on Free', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const source = await uploadOk(cookie);
    const list = await ideas(cookie, source.id, 'pt');
    expect(list).toHaveLength(6);
    expect(list.filter((s) => s.premium)).toHaveLength(2);
    expect(list.filter((s) => s.locked)).toHaveLength(2);
    const bad = await t.request('/api/v1/scenarios', {
      method: 'POST',
      cookie,
      lang: 'de',
      json: { sourceImageId: source.id, features: 'ab', audience: 'x'.repeat(1001) },
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/^Bitte prüfe die Felder/);
  });

  itOnPgliteOnly("deals studio-set ideas for the local renderer, and 'New ideas' rounds without repeats on the server", async () => {
    const { cookie } = await signUpAndSignIn(t);
    const source = await uploadOk(cookie);
    const ask = (round?: number) =>
      t.request('/api/v1/scenarios', {
        method: 'POST',
        cookie,
        json: { sourceImageId: source.id, features: 'Handmade ceramic espresso cup', audience: 'Coffee lovers', language: 'en', ...(round === undefined ? {} : { round }) },
      });
    const keysOf = async (res: Response) => {
      expect(res.status).toBe(200);
      const ids = ((await res.json()) as { scenarios: { id: string }[] }).scenarios.map((s) => s.id);
      const rows = await t.container.database.db.select().from(scenarios).where(inArray(scenarios.id, ids));
      return rows.sort((a, b) => a.position - b.position).map((r) => r.templateKey);
    };
    const seen = new Set<string>();
    for (let round = 0; round < 5; round += 1) {
      const keys = await keysOf(await ask(round === 0 ? undefined : round));
      expect(keys).toHaveLength(6);
      for (const key of keys) {
        expect(RECIPE_KEYS).toContain(key);
        expect(seen.has(key), `round ${round} repeats ${key}`).toBe(false);
        seen.add(key);
      }
    }
    // The same round of the same brief gives the same ideas; after the last round the cycle starts over.
    expect(await keysOf(await ask(2))).toEqual(await keysOf(await ask(2)));
    expect(await keysOf(await ask(5))).toHaveLength(6);
    expect((await ask(-1)).status).toBe(422);
    expect((await ask(1001)).status).toBe(422);
  });

  itOnPgliteOnly('refuses premium ideas and more than one image on Free, allows them on a paid tier', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const source = await uploadOk(cookie);
    const list = await ideas(cookie, source.id);
    const premium = list.find((s) => s.premium)!;
    const basic = list.find((s) => !s.premium)!;
    const locked = await t.request('/api/v1/generations', {
      method: 'POST',
      cookie,
      json: { sourceImageId: source.id, scenarioId: premium.id, settings },
    });
    expect(locked.status).toBe(403);
    expect(((await locked.json()) as { error: { code: string } }).error.code).toBe('scenario_locked');
    const three = await t.request('/api/v1/generations', {
      method: 'POST',
      cookie,
      json: { sourceImageId: source.id, scenarioId: basic.id, settings: { ...settings, count: 3 } },
    });
    expect(three.status).toBe(403);
    expect(((await three.json()) as { error: { code: string } }).error.code).toBe('too_many_images');
    expect(await t.container.credits.balance(userId)).toBe(10);

    await setTier(userId, 'Plus');
    const ok = await t.request('/api/v1/generations', {
      method: 'POST',
      cookie,
      json: { sourceImageId: source.id, scenarioId: premium.id, settings: { ...settings, count: 3 } },
    });
    expect(ok.status).toBe(202);
    const done = await waitForGeneration(t, cookie, ((await ok.json()) as { id: string }).id);
    expect(done.status).toBe('succeeded');
    expect(done.images).toHaveLength(3);
    // 3 medium-quality images at 2 credits each (docs/decisions/004).
    expect(await t.container.credits.balance(userId)).toBe(10 - 6);
  });

  itOnPgliteOnly('validates every setting on the server', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const source = await uploadOk(cookie);
    const [idea] = await ideas(cookie, source.id);
    for (const bad of [
      { aspectRatio: '5:4' },
      { quality: 'ultra' },
      { count: 0 },
      { count: 4 },
      { format: 'webp' },
      { highlightProduct: 'yes' },
      { style: 'baroque' },
      { timeOfDay: 'noon' },
    ]) {
      const res = await t.request('/api/v1/generations', {
        method: 'POST',
        cookie,
        json: { sourceImageId: source.id, scenarioId: idea!.id, settings: { ...settings, ...bad } },
      });
      expect({ bad, status: res.status }).toEqual({ bad, status: 422 });
    }
  });
});

describe('credits', () => {
  it('keeps the balance >= 0 under 50 concurrent generation requests, and the ledger sums to the balance', async () => {
    const { cookie, userId } = await signUpAndSignIn(t);
    const source = await uploadOk(cookie);
    const [idea] = await ideas(cookie, source.id);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request('/api/v1/generations', {
          method: 'POST',
          cookie,
          json: { sourceImageId: source.id, scenarioId: idea!.id, settings },
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    // 10 credits buy 5 medium-quality images at 2 credits each.
    expect(statuses.filter((s) => s === 202)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(45);
    const refused = responses.find((r) => r.status === 402)!;
    // No Accept-Language: the message is in pt, the default language.
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Créditos insuficientes. Necessário: 2. Seu saldo: 0.',
    );
    expect(await t.container.credits.balance(userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
  });

  it("refunds exactly one image's price (2 credits at medium quality) when one of three images fails", async () => {
    const failing = await createTestApp({}, { ai: { images: failingRenderer([1]) }, worker: true });
    try {
      const { cookie, userId } = await signUpAndSignIn(failing);
      await failing.container.database.db
        .update(subscribers)
        .set({ subscriptionTier: 'Pro', subscribed: true })
        .where(eq(subscribers.userId, userId));
      const form = new FormData();
      form.append('file', new File([new Uint8Array(await enlargedSample('apple.jpg'))], 'apple.jpg', { type: 'image/jpeg' }));
      const source = (await (await failing.request('/api/v1/source-images', { method: 'POST', body: form, cookie })).json()) as { id: string };
      const res = await failing.request('/api/v1/scenarios', {
        method: 'POST',
        cookie,
        json: { sourceImageId: source.id, features: 'Crisp organic apples', audience: 'Healthy families' },
      });
      const [idea] = ((await res.json()) as { scenarios: { id: string }[] }).scenarios;
      const created = await failing.request('/api/v1/generations', {
        method: 'POST',
        cookie,
        json: { sourceImageId: source.id, scenarioId: idea!.id, settings: { ...settings, count: 3 } },
      });
      expect(created.status).toBe(202);
      const { id } = (await created.json()) as { id: string };
      const done = await waitForGeneration(failing, cookie, id);
      expect(done.status).toBe('partial');
      expect(done.images).toHaveLength(2);
      expect(done.creditsRefunded).toBe(2);
      expect(await failing.container.credits.balance(userId)).toBe(10 - 6 + 2);
      // Re-running the finished job changes nothing.
      await failing.container.generations.run(id, { lastAttempt: true });
      await failing.container.generations.abandon(id, 'again');
      const refunds = await failing.container.database.db
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.reference, id));
      expect(refunds.map((r) => [r.reason, r.amount]).sort()).toEqual([
        ['generation_refund', 2],
        ['generation_reserve', -6],
      ]);
    } finally {
      await failing.close();
    }
  });
});

describe('generation and library', () => {
  it('generates an image, serves it to its owner only, lists, searches, zips and deletes it', async () => {
    const owner = await signUpAndSignIn(t);
    const other = await signUpAndSignIn(t);
    const source = await uploadOk(owner.cookie, 'plant_pot.jpg');
    const [idea] = await ideas(owner.cookie, source.id);
    const created = await t.request('/api/v1/generations', {
      method: 'POST',
      cookie: owner.cookie,
      json: { sourceImageId: source.id, scenarioId: idea!.id, settings: { ...settings, format: 'jpg', aspectRatio: '9:16' } },
    });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    const done = await waitForGeneration(t, owner.cookie, id);
    expect(done.status).toBe('succeeded');
    const imageId = done.images[0]!.id;

    const file = await t.request(`/api/v1/images/${imageId}/file`, { cookie: owner.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 864, 1536]);
    const thumb = await t.request(`/api/v1/images/${imageId}/file?size=thumb`, { cookie: owner.cookie });
    expect(thumb.headers.get('content-type')).toBe('image/webp');

    // Ownership: every route answers 404 to another user, 401 when signed out.
    for (const [method, p] of [
      ['GET', `/api/v1/generations/${id}`],
      ['GET', `/api/v1/images/${imageId}/file`],
      ['GET', `/api/v1/images/${source.id}/file`],
      ['GET', `/api/v1/images/archive?ids=${imageId}`],
      ['DELETE', `/api/v1/images/${imageId}`],
    ] as const) {
      expect({ p, status: (await t.request(p, { method, cookie: other.cookie })).status }).toEqual({ p, status: 404 });
      expect({ p, status: (await t.request(p, { method })).status }).toEqual({ p, status: 401 });
    }
    const otherScenarios = await t.request('/api/v1/scenarios', {
      method: 'POST',
      cookie: other.cookie,
      json: { sourceImageId: source.id, features: 'Plants', audience: 'Gardeners' },
    });
    expect(otherScenarios.status).toBe(404);
    const otherGen = await t.request('/api/v1/generations', {
      method: 'POST',
      cookie: other.cookie,
      json: { sourceImageId: source.id, scenarioId: idea!.id, settings },
    });
    expect(otherGen.status).toBe(404);
    const otherList = (await (await t.request('/api/v1/images?type=generated', { cookie: other.cookie })).json()) as { items: unknown[] };
    expect(otherList.items).toEqual([]);

    const list = (await (await t.request('/api/v1/images?type=generated', { cookie: owner.cookie })).json()) as {
      items: { id: string; prompt: string; type: string }[];
    };
    expect(list.items.map((i) => i.id)).toEqual([imageId]);
    const [stored] = await t.container.database.db.select().from(scenarios).where(eq(scenarios.id, idea!.id));
    expect(list.items[0]!.prompt).toBe(stored!.description);
    const word = list.items[0]!.prompt.split(/\s+/).find((w) => w.length > 5)!;
    const hit = (await (await t.request(`/api/v1/images?type=generated&q=${encodeURIComponent(word)}`, { cookie: owner.cookie })).json()) as { items: unknown[] };
    expect(hit.items).toHaveLength(1);
    const miss = (await (await t.request('/api/v1/images?type=generated&q=zzzznotthere', { cookie: owner.cookie })).json()) as { items: unknown[] };
    expect(miss.items).toHaveLength(0);
    const sources = (await (await t.request('/api/v1/images?type=source', { cookie: owner.cookie })).json()) as { items: { id: string }[] };
    expect(sources.items.map((i) => i.id)).toEqual([source.id]);

    const zip = await t.request(`/api/v1/images/archive?ids=${imageId},${source.id}`, { cookie: owner.cookie });
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const zipBytes = Buffer.from(await zip.arrayBuffer());
    expect(zipBytes.subarray(0, 2).toString()).toBe('PK');

    const del = await t.request(`/api/v1/images/${imageId}`, { method: 'DELETE', cookie: owner.cookie });
    expect(del.status).toBe(204);
    expect((await t.request(`/api/v1/images/${imageId}/file`, { cookie: owner.cookie })).status).toBe(404);
    expect(storedFiles(owner.userId).some((f) => f.includes(`${id}-0`))).toBe(false);
  });

  it('pages with cursors in both orders', async () => {
    const { cookie } = await signUpAndSignIn(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await uploadOk(cookie, i % 2 ? 'apple.jpg' : 'cookie_box_gray.png')).id);
    const collect = async (sort: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const q: string = `/api/v1/images?type=source&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await (await t.request(q, { cookie })).json()) as { items: { id: string }[]; nextCursor: string | null };
        seen.push(...page.items.map((i) => i.id));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await collect('oldest')).toEqual(ids);
    expect(await collect('newest')).toEqual([...ids].reverse());
  });
});

/**
 * What the landing page counts and shows (no invented facts). The figures are
 * this instance's own: images generated, videos finished and accounts with a confirmed email,
 * counted in the database and kept for `ttlMs` so a busy landing page costs three counts every few
 * minutes. Testimonials and partner names come only from the operator's LANDING_SHOWCASE_FILE
 * (none by default: the page then hides those sections).
 */
import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generatedImages, user, videos } from '../../db/schema';
import { type LandingInfo, type Showcase, showcaseSchema } from '../../../shared/contracts/site';

/** How long counted figures are reused (ms). */
export const LANDING_STATS_TTL_MS = 5 * 60_000;

/** Thrown when LANDING_SHOWCASE_FILE cannot be read or does not match the documented shape. */
export class ShowcaseFileError extends Error {
  constructor(file: string, reason: string) {
    super(`LANDING_SHOWCASE_FILE (${file}): ${reason}. See docs/landing-showcase.md.`);
    this.name = 'ShowcaseFileError';
  }
}

/**
 * Reads and validates the showcase file; an unset path gives an empty showcase.
 * @throws ShowcaseFileError when the file is missing, not JSON or not in the documented shape.
 */
export function loadShowcase(file: string | undefined): Showcase {
  if (!file) return { testimonials: [], partners: [] };
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new ShowcaseFileError(file, `cannot be read (${e instanceof Error ? e.message : String(e)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ShowcaseFileError(file, 'is not valid JSON');
  }
  const parsed = showcaseSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).slice(0, 5).join('; ');
    throw new ShowcaseFileError(file, issues);
  }
  return parsed.data;
}

export type LandingInfoService = ReturnType<typeof createLandingInfoService>;

/**
 * The landing-info service. `showcase` is the loaded file; `now` and `ttlMs` are injectable for
 * tests. Concurrent requests while the cache is stale share one count.
 */
export function createLandingInfoService(db: Database, showcase: Showcase, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? LANDING_STATS_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { at: number; value: Promise<Pick<LandingInfo, 'stats' | 'countedAt'>> } | null = null;

  async function countAll(): Promise<Pick<LandingInfo, 'stats' | 'countedAt'>> {
    const [[images], [finished], [accounts]] = await Promise.all([
      db.select({ n: count() }).from(generatedImages),
      db.select({ n: count() }).from(videos).where(eq(videos.status, 'succeeded')),
      db.select({ n: count() }).from(user).where(eq(user.emailVerified, true)),
    ]);
    return {
      stats: { images: images?.n ?? 0, videos: finished?.n ?? 0, accounts: accounts?.n ?? 0 },
      countedAt: new Date(now()).toISOString(),
    };
  }

  return {
    /** GET /site/landing: the counts (at most `ttlMs` old) and the configured showcase. */
    async info(): Promise<LandingInfo> {
      const t = now();
      if (!cached || t - cached.at >= ttlMs) {
        const value = countAll();
        cached = { at: t, value };
        // A failed count is not kept: the next request counts again.
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      const counted = await cached.value;
      return { ...counted, testimonials: showcase.testimonials, partners: showcase.partners };
    },
  };
}

/**
 * Brand kits: a user's brand name, 1 to 5 colours, a heading and a body font from the bundled set,
 * a tone, and an optional logo. At most 10 kits a user (BRAND_KIT_LIMITS). The logo is made safe
 * by the engine (PNG, JPEG, WebP, or an SVG without scripts or outside references, rasterised) and
 * kept only as a PNG; the uploaded file itself is never stored.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { BRAND_KIT_LIMITS } from '../../shared/ad-creatives';
import type { BrandKit, BrandKitFields } from '../../shared/contracts/ad-creatives';
import type { Database } from '../db/client';
import { brandKits } from '../db/schema';
import { LogoError, type Engine } from '../engine';
import type { Storage } from '../providers/storage';
import { DomainError } from './domain-error';

export type BrandKitRow = typeof brandKits.$inferSelect;
export type BrandKitsService = ReturnType<typeof createBrandKitsService>;

export function createBrandKitsService(deps: { db: Database; storage: Storage; engine: Engine }) {
  const { db, storage } = deps;

  function view(row: BrandKitRow): BrandKit {
    return {
      id: row.id,
      name: row.name,
      colours: row.colours,
      headingFont: row.headingFont,
      bodyFont: row.bodyFont,
      tone: row.tone,
      logo: row.logoKey && row.logoWidth && row.logoHeight ? { url: `/api/v1/brand-kits/${row.id}/logo?v=${row.updatedAt.getTime()}`, width: row.logoWidth, height: row.logoHeight } : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function owned(userId: string, id: string): Promise<BrandKitRow> {
    const [row] = await db.select().from(brandKits).where(and(eq(brandKits.id, id), eq(brandKits.userId, userId)));
    if (!row) throw new DomainError('not_found');
    return row;
  }

  return {
    owned,

    /** The user's kits, oldest first. */
    async list(userId: string): Promise<BrandKit[]> {
      const rows = await db.select().from(brandKits).where(eq(brandKits.userId, userId)).orderBy(asc(brandKits.createdAt));
      return rows.map(view);
    },

    async get(userId: string, id: string): Promise<BrandKit> {
      return view(await owned(userId, id));
    },

    /** @throws DomainError 'brand_kit_limit' (max) when the user already has 10 kits. */
    async create(userId: string, fields: BrandKitFields): Promise<BrandKit> {
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(brandKits).where(eq(brandKits.userId, userId));
      if (n >= BRAND_KIT_LIMITS.kits) throw new DomainError('brand_kit_limit', { max: BRAND_KIT_LIMITS.kits });
      const [row] = await db.insert(brandKits).values({ userId, ...fields }).returning();
      return view(row!);
    },

    /** Replaces the kit's fields (the logo stays). @throws DomainError 'not_found'. */
    async update(userId: string, id: string, fields: BrandKitFields): Promise<BrandKit> {
      await owned(userId, id);
      const [row] = await db.update(brandKits).set({ ...fields, updatedAt: new Date() }).where(eq(brandKits.id, id)).returning();
      return view(row!);
    },

    /** Deletes the kit and its logo file (sets made with it keep what they were made with). @throws DomainError 'not_found'. */
    async remove(userId: string, id: string): Promise<void> {
      const row = await owned(userId, id);
      await db.delete(brandKits).where(eq(brandKits.id, id));
      if (row.logoKey) await storage.delete(row.logoKey);
    },

    /**
     * Sets the kit's logo from uploaded bytes (at most 5 MB; the route caps the body).
     * @throws DomainError 'not_found', 'logo_not_image', 'logo_too_large', 'logo_svg_unsafe' (reason).
     */
    async setLogo(userId: string, id: string, data: Buffer): Promise<BrandKit> {
      const row = await owned(userId, id);
      let logo: { png: Buffer; width: number; height: number };
      try {
        logo = await deps.engine.brandLogo({ data });
      } catch (error) {
        if (error instanceof LogoError) throw new DomainError(error.code, error.code === 'logo_too_large' ? { max: 5 } : {});
        throw error;
      }
      const key = `users/${userId}/brand/${id}-${Date.now()}.png`;
      await storage.put(key, logo.png, 'image/png');
      const [updated] = await db.update(brandKits).set({ logoKey: key, logoWidth: logo.width, logoHeight: logo.height, updatedAt: new Date() }).where(eq(brandKits.id, id)).returning();
      if (row.logoKey) await storage.delete(row.logoKey);
      return view(updated!);
    },

    /** Removes the kit's logo. @throws DomainError 'not_found'. */
    async removeLogo(userId: string, id: string): Promise<BrandKit> {
      const row = await owned(userId, id);
      const [updated] = await db.update(brandKits).set({ logoKey: null, logoWidth: null, logoHeight: null, updatedAt: new Date() }).where(eq(brandKits.id, id)).returning();
      if (row.logoKey) await storage.delete(row.logoKey);
      return view(updated!);
    },

    /** The logo's PNG bytes. @throws DomainError 'not_found' (no kit, no logo, or the file is gone). */
    async logo(userId: string, id: string): Promise<Buffer> {
      const row = await owned(userId, id);
      const stored = row.logoKey ? await storage.get(row.logoKey) : null;
      if (!stored) throw new DomainError('not_found');
      return stored.data;
    },
  };
}

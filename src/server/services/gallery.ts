/**
 * The community gallery. A user whose 'Public
 * gallery' privacy choice is on publishes chosen generated images, one by one, and can unpublish
 * any of them at any time. The public sees a published image while its owner's choice stays on, no
 * admin has hidden it and the account is not banned or being deleted; turning the choice off takes
 * all of the user's images out of the gallery at once (and back when it is turned on again).
 * Admins hide and restore single images; both are written to the admin audit log.
 * The public listing shows no owner, prompt or title: only the picture and its settings.
 */
import { and, desc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { GalleryItem, GalleryPage, MyPublications } from '../../shared/contracts/gallery';
import type { Database } from '../db/client';
import { galleryPublications, generatedImages, privacySettings, user } from '../db/schema';
import type { LibraryService } from './library';
import type { AccountChoices } from './account-choices';
import { recordAudit, type AdminActor } from './admin/audit-log';
import { decodeCursor, encodeCursor } from './cursor';
import { DomainError } from './domain-error';

export type GalleryService = ReturnType<typeof createGalleryService>;

/** An entry of the admins' list. */
export type AdminGalleryItem = GalleryItem & { userId: string; hidden: boolean; hiddenAt: string | null; hiddenReason: string | null };

type Row = {
  imageId: string;
  userId: string;
  publishedAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  width: number;
  height: number;
  settings: { style?: string; aspectRatio?: string; timeOfDay?: string } | null;
};

function itemOf(row: Row): GalleryItem {
  return {
    id: row.imageId,
    width: row.width,
    height: row.height,
    style: row.settings?.style ?? null,
    aspectRatio: row.settings?.aspectRatio ?? null,
    timeOfDay: row.settings?.timeOfDay ?? null,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function createGalleryService(deps: { db: Database; library: LibraryService; choices: AccountChoices }) {
  const { db } = deps;

  /** What the public may see: not hidden, owner's choice on, owner neither banned nor being deleted. */
  const visible = and(
    isNull(galleryPublications.hiddenAt),
    eq(privacySettings.publicGallery, true),
    or(isNull(user.banned), eq(user.banned, false)),
  );

  function select() {
    return db
      .select({
        imageId: galleryPublications.imageId,
        userId: galleryPublications.userId,
        publishedAt: galleryPublications.publishedAt,
        hiddenAt: galleryPublications.hiddenAt,
        hiddenReason: galleryPublications.hiddenReason,
        width: generatedImages.width,
        height: generatedImages.height,
        settings: generatedImages.settings,
      })
      .from(galleryPublications)
      .innerJoin(generatedImages, eq(generatedImages.id, galleryPublications.imageId))
      .innerJoin(user, eq(user.id, galleryPublications.userId))
      .leftJoin(privacySettings, eq(privacySettings.userId, galleryPublications.userId));
  }

  /** A page ordered newest first by (published_at, image_id). @throws DomainError 'invalid_cursor'. */
  async function page(filter: SQL | undefined, cursor: string | undefined, limit: number): Promise<{ rows: Row[]; nextCursor: string | null }> {
    const conditions: (SQL | undefined)[] = [filter];
    if (cursor) {
      const c = decodeCursor(cursor);
      conditions.push(
        or(lt(galleryPublications.publishedAt, c.createdAt), and(eq(galleryPublications.publishedAt, c.createdAt), lt(galleryPublications.imageId, c.id))),
      );
    }
    const rows = (await select()
      .where(and(...conditions))
      .orderBy(desc(galleryPublications.publishedAt), desc(galleryPublications.imageId))
      .limit(limit + 1)) as Row[];
    const more = rows.length > limit;
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    return { rows: shown, nextCursor: more && last ? encodeCursor(last.publishedAt, last.imageId) : null };
  }

  /** The owner of a generated image of `userId`. @throws DomainError 'not_found'. */
  async function ownGenerated(userId: string, imageId: string): Promise<void> {
    const [row] = await db
      .select({ id: generatedImages.id })
      .from(generatedImages)
      .where(and(eq(generatedImages.id, imageId), eq(generatedImages.userId, userId)));
    if (!row) throw new DomainError('not_found');
  }

  return {
    /** One page of the public gallery, newest first. @throws DomainError 'invalid_cursor'. */
    async list(query: { cursor?: string; limit: number }): Promise<GalleryPage> {
      const { rows, nextCursor } = await page(visible, query.cursor, query.limit);
      return { items: rows.map(itemOf), nextCursor };
    },

    /**
     * The bytes of a published image for the public: `thumb` a 512 px WebP (cached), else the image.
     * @throws DomainError 'not_found' when it is not visible in the gallery.
     */
    async file(imageId: string, thumb: boolean): Promise<{ data: Buffer; mime: string }> {
      const [row] = await select().where(and(eq(galleryPublications.imageId, imageId), visible));
      if (!row) throw new DomainError('not_found');
      const file = await deps.library.file(row.userId, imageId, thumb);
      return { data: file.data, mime: file.mime };
    },

    /**
     * The bytes of any published image, hidden ones included, for admins deciding whether to hide or
     * restore it (`thumb`: the 512 px WebP). @throws DomainError 'not_found' when it is not published.
     */
    async adminFile(imageId: string, thumb: boolean): Promise<{ data: Buffer; mime: string }> {
      const [row] = await db.select({ userId: galleryPublications.userId }).from(galleryPublications).where(eq(galleryPublications.imageId, imageId));
      if (!row) throw new DomainError('not_found');
      const file = await deps.library.file(row.userId, imageId, thumb);
      return { data: file.data, mime: file.mime };
    },

    /** The user's publications and whether their public gallery choice is on. */
    async mine(userId: string): Promise<MyPublications> {
      const [choices, rows] = await Promise.all([
        deps.choices.privacy(userId),
        db.select().from(galleryPublications).where(eq(galleryPublications.userId, userId)).orderBy(desc(galleryPublications.publishedAt)),
      ]);
      return {
        publicGallery: choices.publicGallery,
        items: rows.map((r) => ({ imageId: r.imageId, publishedAt: r.publishedAt.toISOString(), hidden: r.hiddenAt !== null })),
      };
    },

    /**
     * Publishes one of the user's generated images (idempotent).
     * @throws DomainError 'gallery_disabled' when the public gallery choice is off; 'not_found' for
     *   an image that is not one of the user's generated images.
     */
    async publish(userId: string, imageId: string): Promise<void> {
      if (!(await deps.choices.privacy(userId)).publicGallery) throw new DomainError('gallery_disabled');
      await ownGenerated(userId, imageId);
      await db.insert(galleryPublications).values({ imageId, userId }).onConflictDoNothing();
    },

    /** Takes one of the user's images out of the gallery (idempotent; an admin's hiding goes with it). */
    async unpublish(userId: string, imageId: string): Promise<void> {
      await db.delete(galleryPublications).where(and(eq(galleryPublications.imageId, imageId), eq(galleryPublications.userId, userId)));
    },

    /** Every publication, hidden ones included, newest first (admins). @throws DomainError 'invalid_cursor'. */
    async adminList(query: { cursor?: string; limit: number }): Promise<{ items: AdminGalleryItem[]; nextCursor: string | null }> {
      const { rows, nextCursor } = await page(undefined, query.cursor, query.limit);
      return {
        items: rows.map((r) => ({ ...itemOf(r), userId: r.userId, hidden: r.hiddenAt !== null, hiddenAt: r.hiddenAt?.toISOString() ?? null, hiddenReason: r.hiddenReason })),
        nextCursor,
      };
    },

    /**
     * Hides (`hidden`) or restores a published image, with an audit log row in the same transaction.
     * @throws DomainError 'not_found' when the image is not published.
     */
    async setHidden(actor: AdminActor, imageId: string, hidden: boolean, reason?: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(galleryPublications).where(eq(galleryPublications.imageId, imageId)).for('update');
        if (!row) throw new DomainError('not_found');
        if ((row.hiddenAt !== null) === hidden) return;
        const now = new Date();
        await tx
          .update(galleryPublications)
          .set(hidden ? { hiddenAt: now, hiddenBy: actor.id, hiddenReason: reason ?? null } : { hiddenAt: null, hiddenBy: null, hiddenReason: null })
          .where(eq(galleryPublications.imageId, imageId));
        await recordAudit(tx, actor, {
          action: hidden ? 'gallery.hide' : 'gallery.restore',
          targetType: 'image',
          targetId: imageId,
          before: { hidden: !hidden },
          after: { hidden },
          reason: reason ?? null,
        });
      });
    },
  };
}

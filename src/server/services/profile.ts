/**
 * The profile: first name, last name,
 * display name, profession, bio and photo.
 *
 * Where each field lives: the display name (better-auth's `name`), the profession (an additional
 * field of better-auth's user) and the photo's URL (`image`) belong to the sign-in profile, which
 * sessions and emails read; first and last name, the bio and the photo's storage key live in
 * `user_profiles`. A save is therefore two writes, profile row first. When the second fails the
 * answer says so (`authProfileUpdated: false`, shown as the warning 'profile data saved but updating
 * the authentication profile failed') and carries what is actually stored, never what was asked.
 *
 * Photos: PNG or JPG up to 10 MB (type from the bytes), at most 40 MP (read from the header before
 * decoding), decoded through the process's decode gate, cropped square and stored as a 512x512
 * WebP under `users/<id>/avatar/<uuid>.webp`, served to their owner only.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { UPLOAD_MAX_PIXELS } from '../../shared/catalog';
import {
  AVATAR_MAX_BYTES,
  AVATAR_SIZE_PX,
  type AvatarCrop,
  type Profile,
  type ProfileSaveResult,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '../../shared/contracts/profile';
import type { Database } from '../db/client';
import { account, user as userTable, userProfiles } from '../db/schema';
import type { Logger } from '../logger';
import { CropOutOfBoundsError } from '../engine/image/avatar-image';
import { EngineBusyError, type Engine } from '../engine';
import { createDecodeGate, DecoderBusyError, type DecodeGate } from '../engine/image/decode-gate';
import { MediaInputError, sniffUpload } from '../engine/image/decode-image';
import type { Storage } from '../providers/storage';
import { DomainError } from './domain-error';

/** App-relative path of the photo route (GET, owner only). */
export const AVATAR_PATH = '/api/v1/me/avatar';

/** The fields of better-auth's user that the profile writes. */
export interface AuthProfileChanges {
  name?: string;
  profession?: string | null;
  image?: string | null;
}

/** Writes the sign-in profile (better-auth's user row, through its internal adapter in production). */
export interface AuthProfileWriter {
  /** @throws whatever the auth store throws; the profile service reports it as a partial save. */
  update(userId: string, changes: AuthProfileChanges): Promise<void>;
}

/** What PUT /me/profile carries, validated (src/shared/contracts/profile.ts). */
export interface ProfileInput {
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  profession: string | null;
  bio: string | null;
}

/** The photo's version: the uuid of its storage key. */
function versionOf(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1).replace(/\.webp$/, '');
}

/** The app-relative URL of a stored photo, versioned so browsers may cache it for good. */
export function avatarUrl(key: string): string {
  return `${AVATAR_PATH}?v=${versionOf(key)}`;
}

export type ProfileService = ReturnType<typeof createProfileService>;

export function createProfileService(deps: {
  db: Database;
  storage: Storage;
  authProfile: AuthProfileWriter;
  logger: Logger;
  /** Makes the avatar (decode, crop, resize, WebP), in its workers. */
  engine: Engine;
  decodeGate?: DecodeGate;
}) {
  const { db, storage, authProfile, logger } = deps;
  const decodeGate = deps.decodeGate ?? createDecodeGate();

  async function read(userId: string): Promise<Profile> {
    const [row] = await db
      .select({
        name: userTable.name,
        email: userTable.email,
        emailVerified: userTable.emailVerified,
        profession: userTable.profession,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
        bio: userProfiles.bio,
        avatarKey: userProfiles.avatarKey,
      })
      .from(userTable)
      .leftJoin(userProfiles, eq(userProfiles.userId, userTable.id))
      .where(eq(userTable.id, userId));
    if (!row) throw new DomainError('unauthorized');
    const accounts = await db
      .select({ providerId: account.providerId })
      .from(account)
      .where(and(eq(account.userId, userId), inArray(account.providerId, ['credential', ...SOCIAL_PROVIDERS])));
    const ids = new Set(accounts.map((a) => a.providerId));
    return {
      firstName: row.firstName ?? null,
      lastName: row.lastName ?? null,
      displayName: row.name,
      email: row.email,
      emailVerified: row.emailVerified,
      profession: row.profession ?? null,
      bio: row.bio ?? null,
      photoUrl: row.avatarKey ? avatarUrl(row.avatarKey) : null,
      hasPassword: ids.has('credential'),
      providers: SOCIAL_PROVIDERS.filter((p): p is SocialProvider => ids.has(p)),
    };
  }

  /** The second write; false (logged) when it fails. */
  async function writeAuthProfile(userId: string, changes: AuthProfileChanges): Promise<boolean> {
    try {
      await authProfile.update(userId, changes);
      return true;
    } catch (error) {
      logger.error({ err: error, userId }, 'profile row saved but the sign-in profile update failed');
      return false;
    }
  }

  /** Sets the photo key in the profile row and returns the previous one (row locked meanwhile). */
  async function swapAvatarKey(userId: string, key: string | null): Promise<string | null> {
    return db.transaction(async (tx) => {
      await tx.insert(userProfiles).values({ userId }).onConflictDoNothing({ target: userProfiles.userId });
      const [current] = await tx
        .select({ avatarKey: userProfiles.avatarKey })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId))
        .for('update');
      await tx.update(userProfiles).set({ avatarKey: key, updatedAt: new Date() }).where(eq(userProfiles.userId, userId));
      return current?.avatarKey ?? null;
    });
  }

  async function deleteObject(key: string | null, userId: string) {
    if (!key) return;
    try {
      await storage.delete(key);
    } catch (error) {
      logger.warn({ err: error, userId, key }, 'old profile photo could not be deleted');
    }
  }

  return {
    /** The user's profile. @throws DomainError 'unauthorized' for an unknown user. */
    get: read,

    /**
     * Saves the fields: the profile row first, then the display name and profession on the sign-in
     * profile. @throws when the profile row cannot be written (nothing was saved).
     */
    async update(userId: string, input: ProfileInput): Promise<ProfileSaveResult> {
      const values = { firstName: input.firstName, lastName: input.lastName, bio: input.bio, updatedAt: new Date() };
      await db
        .insert(userProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userProfiles.userId, set: values });
      const authProfileUpdated = await writeAuthProfile(userId, { name: input.displayName, profession: input.profession });
      return { profile: await read(userId), authProfileUpdated };
    },

    /**
     * Replaces the photo with the square `crop` of `data` (the centred square without one).
     * @throws DomainError file_missing, file_too_large, unsupported_file_type, broken_image,
     *   too_many_pixels, invalid_crop, server_busy; nothing is stored then.
     */
    async setPhoto(userId: string, data: Buffer, crop?: AvatarCrop): Promise<ProfileSaveResult> {
      if (data.length === 0) throw new DomainError('file_missing');
      if (data.length > AVATAR_MAX_BYTES) throw new DomainError('file_too_large');
      try {
        sniffUpload(data);
      } catch {
        throw new DomainError('unsupported_file_type');
      }
      let size: { width: number; height: number };
      try {
        size = await deps.engine.orientedSize({ data });
      } catch {
        throw new DomainError('broken_image');
      }
      if (size.width * size.height > UPLOAD_MAX_PIXELS) throw new DomainError('too_many_pixels');
      const webp = await decodeGate
        .run(() => deps.engine.avatar({ data, ...(crop ? { crop } : {}), sizePx: AVATAR_SIZE_PX, maxPixels: UPLOAD_MAX_PIXELS }))
        .catch((error: unknown) => {
          if (error instanceof DecoderBusyError || error instanceof EngineBusyError) throw new DomainError('server_busy', { seconds: error.retryAfterS });
          if (error instanceof CropOutOfBoundsError) throw new DomainError('invalid_crop');
          if (error instanceof MediaInputError) throw new DomainError('broken_image');
          throw error;
        });
      const key = `users/${userId}/avatar/${crypto.randomUUID()}.webp`;
      await storage.put(key, webp, 'image/webp');
      let previous: string | null;
      try {
        previous = await swapAvatarKey(userId, key);
      } catch (error) {
        await deleteObject(key, userId);
        throw error;
      }
      const authProfileUpdated = await writeAuthProfile(userId, { image: avatarUrl(key) });
      await deleteObject(previous, userId);
      return { profile: await read(userId), authProfileUpdated };
    },

    /** Removes the photo (row, sign-in profile, stored file). */
    async removePhoto(userId: string): Promise<ProfileSaveResult> {
      const previous = await swapAvatarKey(userId, null);
      const authProfileUpdated = await writeAuthProfile(userId, { image: null });
      await deleteObject(previous, userId);
      return { profile: await read(userId), authProfileUpdated };
    },

    /**
     * The stored photo of the user and its version (for caching), or null without one (or when
     * the file is missing from storage).
     */
    async photo(userId: string): Promise<{ data: Buffer; version: string } | null> {
      const [row] = await db.select({ key: userProfiles.avatarKey }).from(userProfiles).where(eq(userProfiles.userId, userId));
      if (!row?.key) return null;
      const object = await storage.get(row.key);
      return object ? { data: object.data, version: versionOf(row.key) } : null;
    },
  };
}

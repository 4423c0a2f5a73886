/** Handlers of the profile, photo, sessions and sign-in option routes: validate, authorize, call one service. */
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES, avatarCropSchema, type SocialProvider } from '../../../shared/contracts/profile';
import { isStorableText } from '../../../shared/safe-text';
import { AppError } from '../../http/app-error';
import { currentUser, requireUser } from '../../http/session';
import type { ProfileService } from '../../services/profile';
import type { RateLimiter } from '../../services/rate-limiter';
import type { SessionsService } from '../../services/sessions';
import { createRouter } from '../openapi-app';
import {
  authOptionsRoute,
  deleteAvatarRoute,
  getAvatarRoute,
  getProfileRoute,
  listSessionsRoute,
  revokeOtherSessionsRoute,
  revokeSessionRoute,
  updateProfileRoute,
  uploadAvatarRoute,
} from './profile.routes';

/** The optional crop fields of the upload form, as a square or undefined. @throws AppError 422 when incomplete or not whole numbers. */
function cropOf(body: Record<string, unknown>) {
  const fields = [body.cropX, body.cropY, body.cropSize];
  if (fields.every((f) => f === undefined || f === '')) return undefined;
  for (const f of fields) {
    if (typeof f === 'string' && !isStorableText(f)) throw new AppError(400, 'invalid_text', 'invalidText');
  }
  const parsed = avatarCropSchema.safeParse({ x: body.cropX, y: body.cropY, size: body.cropSize });
  if (!parsed.success) throw new AppError(422, 'invalid_crop', 'invalidCrop');
  return parsed.data;
}

export function profileRouter(deps: {
  profile: ProfileService;
  sessions: SessionsService;
  rateLimiter: RateLimiter;
  /** Photo uploads a user may make per minute (UPLOAD_RATE_LIMIT_PER_MINUTE). */
  uploadsPerMinute: number;
  /** Social sign-in providers whose keys are configured. */
  socialProviders: readonly SocialProvider[];
}) {
  const router = createRouter();
  for (const path of ['/me/profile', '/me/avatar', '/me/sessions', '/me/sessions/*']) router.use(path, requireUser);
  router.use('/me/avatar', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    // Multipart framing adds a little around the file itself.
    return bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw new AppError(413, 'file_too_large', 'fileTooLarge');
      },
    })(c, next);
  });

  router.openapi(getProfileRoute, async (c) => c.json(await deps.profile.get(currentUser(c).id), 200));

  router.openapi(updateProfileRoute, async (c) => {
    const body = c.req.valid('json');
    const result = await deps.profile.update(currentUser(c).id, {
      firstName: body.firstName,
      lastName: body.lastName,
      displayName: body.displayName,
      profession: body.profession,
      bio: body.bio,
    });
    return c.json(result, 200);
  });

  router.openapi(uploadAvatarRoute, async (c) => {
    const user = currentUser(c);
    const limit = await deps.rateLimiter.consume(`avatar:${user.id}`, { windowS: 60, max: deps.uploadsPerMinute });
    if (!limit.allowed) throw new AppError(429, 'rate_limited', 'rateLimited', { seconds: limit.retryAfterS });
    const body = await c.req.parseBody().catch(() => {
      throw new AppError(400, 'file_missing', 'fileMissing');
    });
    const file = body.file;
    if (!(file instanceof File)) throw new AppError(400, 'file_missing', 'fileMissing');
    if (file.size > AVATAR_MAX_BYTES) throw new AppError(413, 'file_too_large', 'fileTooLarge');
    if (!isStorableText(file.name)) throw new AppError(400, 'invalid_text', 'invalidText');
    const crop = cropOf(body);
    const result = await deps.profile.setPhoto(user.id, Buffer.from(await file.arrayBuffer()), crop);
    return c.json(result, 201);
  });

  router.openapi(deleteAvatarRoute, async (c) => c.json(await deps.profile.removePhoto(currentUser(c).id), 200));

  router.openapi(getAvatarRoute, async (c) => {
    const photo = await deps.profile.photo(currentUser(c).id);
    if (!photo) throw new AppError(404, 'not_found', 'notFound');
    const current = c.req.valid('query').v === photo.version;
    return c.body(new Uint8Array(photo.data), 200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(photo.data.length),
      // A versioned URL never changes content; the bare one must be checked each time.
      'Cache-Control': current ? 'private, max-age=31536000, immutable' : 'private, no-cache',
      ETag: `"${photo.version}"`,
      'X-Content-Type-Options': 'nosniff',
    }) as never;
  });

  router.openapi(listSessionsRoute, async (c) => {
    const sessions = await deps.sessions.list(currentUser(c).id, c.get('sessionId'));
    return c.json({ sessions }, 200);
  });

  router.openapi(revokeOtherSessionsRoute, async (c) => {
    const current = c.get('sessionId');
    if (!current) throw new AppError(401, 'unauthorized', 'unauthorized');
    return c.json({ revoked: await deps.sessions.revokeOthers(currentUser(c).id, current) }, 200);
  });

  router.openapi(revokeSessionRoute, async (c) => {
    const found = await deps.sessions.revoke(currentUser(c).id, c.req.valid('param').id);
    if (!found) throw new AppError(404, 'not_found', 'notFound');
    return c.body(null, 204);
  });

  router.openapi(authOptionsRoute, (c) => c.json({ socialProviders: [...deps.socialProviders] }, 200));

  return router;
}

/**
 * Per-video webhook tokens: the webhook URL given to a hosted engine carries an HMAC-SHA256 of
 * the video id under the app secret, so only a caller that received that URL can complete it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The token for `videoId` (base64url). */
export function webhookToken(secret: string, videoId: string): string {
  return createHmac('sha256', secret).update(`video-webhook:${videoId}`).digest('base64url');
}

/** Constant-time check of a token from a request. */
export function verifyWebhookToken(secret: string, videoId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(webhookToken(secret, videoId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Webhook URLs given to hosted video engines. */
export interface VideoWebhooks {
  /** `<public URL>/api/webhooks/fal/<videoId>?token=<webhookToken>`. */
  urlFor(videoId: string): string;
}

/**
 * Builds the webhook URLs of this app.
 * Input: the configured public URL (PUBLIC_URL, no trailing slash; never a request header) and the app secret.
 */
export function createVideoWebhooks(publicUrl: string, secret: string): VideoWebhooks {
  return { urlFor: (videoId) => `${publicUrl}/api/webhooks/fal/${videoId}?token=${webhookToken(secret, videoId)}` };
}

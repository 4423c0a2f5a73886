/**
 * Security headers on every response (docs/security.md), with Hono's secure-headers middleware
 * (https://hono.dev/docs/middleware/builtin/secure-headers):
 *   - Content-Security-Policy: scripts only from our origin (no inline script, no eval), nothing may
 *     frame the app (`frame-ancestors 'none'`), no plugins, forms and base URI on our origin.
 *     Inline *styles* stay allowed: UI libraries (toasts, popovers) set positions through style
 *     attributes and the dev mailbox shows emails' inline-styled HTML in a sandboxed frame.
 *   - X-Content-Type-Options: nosniff; Referrer-Policy: strict-origin-when-cross-origin;
 *     X-Frame-Options: DENY; a Permissions-Policy that turns off camera, microphone, geolocation,
 *     payment, USB and the like (the app uses none of them).
 *   - Strict-Transport-Security (1 year, subdomains) only when PUBLIC_URL is https: HSTS on a plain
 *     http origin is ignored by browsers and would be wrong on a local install.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The Content-Security-Policy directives, for tests and docs. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Shopify's image CDN: the photos of a store's products shown before they are imported.
  imgSrc: ["'self'", 'data:', 'blob:', 'https://cdn.shopify.com'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  manifestSrc: ["'self'"],
};

/**
 * The middleware. `publicUrl` is the app's public URL (PUBLIC_URL or http://localhost:PORT);
 * HSTS is sent only when it is https. `fileOrigin` is the bucket's origin when downloads are
 * presigned (S3_PRESIGNED_DOWNLOADS): images, videos and downloads may then load from it, and
 * scripts, styles and frames still may not.
 */
export function securityHeaders(publicUrl: string, fileOrigin: string | null = null): MiddlewareHandler {
  const https = publicUrl.startsWith('https://');
  const policy = fileOrigin
    ? {
        ...CONTENT_SECURITY_POLICY,
        imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, fileOrigin],
        mediaSrc: [...CONTENT_SECURITY_POLICY.mediaSrc, fileOrigin],
        // Downloads are fetched, then saved under their name: the bucket needs a CORS rule for PUBLIC_URL (docs/deploy.md).
        connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, fileOrigin],
      }
    : CONTENT_SECURITY_POLICY;
  return secureHeaders({
    contentSecurityPolicy: policy,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: {
      camera: false,
      microphone: false,
      geolocation: false,
      payment: false,
      usb: false,
      serial: false,
      bluetooth: false,
      hid: false,
      midi: false,
      magnetometer: false,
      gyroscope: false,
      accelerometer: false,
      displayCapture: false,
      browsingTopics: false,
    },
  });
}

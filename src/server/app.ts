/**
 * The HTTP application: request ids and structured logs, language,
 * security headers, session, /api/auth/* (better-auth), /api/v1/* (zod-openapi, OpenAPI 3.1 at
 * /api/v1/openapi.json; /api/v1/admin/* for admins only), /api/dev/* (mail outbox, development
 * only), /healthz (liveness) and /readyz (database, queue and storage), and the built web app: hashed assets cached for good, index.html revalidated,
 * and a file the build lacks a 404 that is never cached. What is enforced where: docs/security.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { requestId } from 'hono/request-id';
import type { Container } from './container';
import { AppError } from './http/app-error';
import { authBodyLimit, authFieldLimits } from './http/auth-body-guard';
import { authRateLimit } from './http/auth-rate-limit';
import { csrfProtection } from './http/csrf';
import { securityHeaders } from './http/security-headers';
import { presignedOrigin } from './providers/storage';
import { textGuard } from './http/text-guard';
import type { AppEnv } from './http/context';
import { handleError } from './http/error-handler';
import { sessionMiddleware } from './http/session';
import { apiKeyAccess } from './http/api-key-access';
import { apiKeyRateLimit } from './http/api-key-rate-limit';
import { idempotency } from './http/idempotency';
import { createSessionResolver } from './auth/session-resolver';
import { languageFromHeader } from './i18n';
import { devMailboxRouter, mailboxEnabled } from './routes/dev/mailbox';
import { falWebhookRouter } from './routes/webhooks/fal-webhook';
import { stripeWebhookRouter } from './routes/webhooks/stripe-webhook';
import { mailWebhookRouter } from './routes/webhooks/mail-webhook';
import { createApiV1 } from './routes/api-v1';
import { createReadiness } from './services/readiness';
import { metricsRoute, requestTiming } from './http/metrics-route';
import { withRequestId } from './request-context';

/** A build asset whose name carries its content's hash (Vite: `name-<8 base64url characters>.ext`). */
const HASHED_ASSET = /-[\w-]{8}\.[a-z0-9]+$/i;

/** Default location of the built web app (vite build output). */
export const DEFAULT_WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'web');

export interface AppOptions {
  /** Folder of the built web app; null to serve the API only. */
  webRoot?: string | null;
}

/** Builds the Hono app on a container. */
export function createApp(container: Container, options: AppOptions = {}) {
  const { env, logger, auth } = container;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('logger', logger.child({ requestId: c.get('requestId') }));
    c.set('lang', languageFromHeader(c.req.header('accept-language')));
    // Jobs queued while serving this request log its id too (jobs/queue.ts).
    await withRequestId(c.get('requestId'), next);
    if (c.req.path.startsWith('/api/') || c.req.path === '/healthz' || c.req.path === '/readyz') {
      c.get('logger').info(
        { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  });
  app.use(requestTiming(container.metrics));
  app.onError(handleError);
  app.use(securityHeaders(env.publicUrl, presignedOrigin(env)));
  // Prometheus metrics on this port only behind METRICS_TOKEN (METRICS_PORT serves them apart: main.ts).
  if (env.METRICS_TOKEN) app.get('/metrics', metricsRoute(container.metrics, env.METRICS_TOKEN));

  // Liveness: the process answers. Readiness: its database, job queue and file store do too
  // (services/readiness.ts), for a load balancer to send it traffic.
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  const readiness = createReadiness({ database: container.database, storage: container.storage, logger });
  app.get('/readyz', async (c) => {
    const result = await readiness.check();
    c.header('Cache-Control', 'no-store');
    return c.json({ status: result.ready ? 'ok' : 'unavailable', checks: result.checks }, result.ready ? 200 : 503);
  });

  // Accounts: better-auth handles every path under /api/auth, behind a body cap, text and field
  // limits and rate limits. better-auth checks the Origin of its own state changes.
  app.use('/api/auth/*', authBodyLimit);
  app.use('/api/*', textGuard);
  app.use('/api/auth/*', authFieldLimits);
  app.use('/api/auth/*', authRateLimit(container.rateLimiter, env.AUTH_RATE_LIMIT_PER_MINUTE, env.TRUST_PROXY));
  // better-auth's admin plugin endpoints (/api/auth/admin/*: set role, ban, impersonate, remove a
  // user...) are not served: admin actions go through /api/v1/admin/*, where each one is written to
  // the audit log in the same transaction. Roles change with `vitrine users promote`.
  app.all('/api/auth/admin/*', () => {
    throw new AppError(404, 'not_found', 'notFound');
  });
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    // The guards above read the body (Hono caches it); better-auth gets a request carrying it again.
    if (c.req.raw.bodyUsed) {
      const body = await c.req.text();
      return auth.handler(new Request(c.req.raw.url, { method: c.req.method, headers: c.req.raw.headers, body }));
    }
    return auth.handler(c.req.raw);
  });

  // Payment webhooks authenticate by signature, not by session.
  app.route('/api/webhooks', stripeWebhookRouter(container.billing));
  // The mail provider's bounces and complaints, signed after Standard Webhooks.
  app.route('/api/webhooks', mailWebhookRouter(container.mailEvents));

  app.use('/api/*', sessionMiddleware(createSessionResolver(auth, container.sessions), (key) => container.apiKeys.authenticate(key)));
  // Cookie-authenticated state changes must come from the app's own origin.
  app.use('/api/v1/*', csrfProtection([env.publicUrl, ...container.trustedOrigins]));
  // A request made with an API key reaches only the routes open to keys, with the scope each needs.
  app.use('/api/v1/*', apiKeyAccess);
  // Requests made with a key: per key and per plan, with the RateLimit headers.
  app.use('/api/v1/*', apiKeyRateLimit(container.rateLimiter));
  // POSTs sent with an Idempotency-Key answer their first answer again instead of running twice.
  app.use('/api/v1/*', idempotency(container.idempotency));

  const v1 = createApiV1({
    ...container,
    generationsPerMinute: env.GENERATION_RATE_LIMIT_PER_MINUTE,
    uploadsPerMinute: env.UPLOAD_RATE_LIMIT_PER_MINUTE,
    hostedScenarios: container.ai.scenarios.name !== 'local',
  });
  app.route('/api/v1', v1);
  const mailboxOptions = { production: env.NODE_ENV === 'production', host: env.HOST };
  app.route('/api/dev', devMailboxRouter(container.devMailbox, mailboxOptions));
  const hosted = container.videoEngines.hosted;
  if (hosted) {
    app.route('/api/webhooks', falWebhookRouter({ videos: container.videos, secret: container.secret, parse: (b) => hosted.parseWebhook(b) }));
  }

  app.all('/api/*', () => {
    throw new AppError(404, 'not_found', 'notFound');
  });

  const webRoot = options.webRoot === undefined ? DEFAULT_WEB_ROOT : options.webRoot;
  if (webRoot && fs.existsSync(path.join(webRoot, 'index.html'))) {
    const indexHtml = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
    if (!mailboxEnabled(container.devMailbox, mailboxOptions)) {
      app.get('/dev/*', () => {
        throw new AppError(404, 'not_found', 'mailboxDisabled');
      });
    }
    // Hashed build assets: cached for a year. Headers are set on the finished response (serveStatic's
    // onFound runs after the body is built, too late to add headers).
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status !== 200 && c.res.status !== 206) return;
      // Only a name carrying its content's hash may be cached for good (Vite's `name-<8 chars>.ext`).
      c.res.headers.set('Cache-Control', HASHED_ASSET.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Text assets without a registered type (the sample photos' SOURCES.md) are shown, not downloaded.
      if (c.req.path.endsWith('.md')) c.res.headers.set('Content-Type', 'text/plain; charset=utf-8');
      // The help tutorials' captions (WebVTT).
      if (c.req.path.endsWith('.vtt')) c.res.headers.set('Content-Type', 'text/vtt; charset=utf-8');
    });
    app.use('/assets/*', serveStatic({ root: path.relative(process.cwd(), webRoot) }));
    // A file the build does not have (a chunk of the previous build asked for during a deploy) is a
    // 404 never cached, not the app's HTML: a browser that cached HTML as a script would stay broken.
    const missingFile = (c: Context) => {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    };
    app.all('/assets/*', missingFile);
    // Files of the build (favicon, robots...); paths without an extension are app routes.
    const staticFiles = serveStatic({ root: path.relative(process.cwd(), webRoot) });
    app.use('*', (c, next) => (path.extname(c.req.path) ? staticFiles(c, next) : next()));
    app.get('*', (c, next) => (path.extname(c.req.path) ? missingFile(c) : next()));
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  } else {
    app.get('/', (c) => c.text('Vitrine API is running. Build the web app with `npm run build`.'));
  }
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * `/metrics` in the Prometheus text format, never public:
 *   - on the main port only with `Authorization: Bearer <METRICS_TOKEN>` (RFC 6750), compared in
 *     constant time; a missing or wrong token answers 401 with `WWW-Authenticate: Bearer`;
 *   - on METRICS_PORT, a listener of its own that serves nothing else (`createMetricsApp`).
 * Also the middleware that times every request by its route template.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from '../metrics/metrics';

/** Answers one scrape of `metrics`, uncached. */
async function scrape(metrics: Metrics): Promise<Response> {
  const { body, contentType } = await metrics.scrape();
  return new Response(body, { status: 200, headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
}

/** True when the request's bearer token equals `token` (hashes compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/** GET /metrics on the main port, behind `token` (METRICS_TOKEN). */
export function metricsRoute(metrics: Metrics, token: string): MiddlewareHandler {
  return async (c) => {
    if (!bearerMatches(c.req.header('authorization'), token)) {
      return c.json({ error: 'unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer realm="metrics"', 'Cache-Control': 'no-store' });
    }
    return scrape(metrics);
  };
}

/** The app of the METRICS_PORT listener: GET /metrics, and 404 for anything else. */
export function createMetricsApp(metrics: Metrics): Hono {
  const app = new Hono();
  app.get('/metrics', () => scrape(metrics));
  app.all('*', (c) => c.text('Not found', 404));
  return app;
}

/**
 * Times each request into `http_request_duration_seconds` under the template of the route that
 * answered it ('/api/v1/images/:id', '/assets/*'), so the label's values stay few.
 */
export function requestTiming(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.observeRequest(c.req.method, routePath(c) || 'unmatched', c.res.status, (performance.now() - started) / 1000);
    }
  };
}

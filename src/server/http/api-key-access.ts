/**
 * What an API key may reach: the routes of /api/v1 open to `Authorization: Bearer <key>`, each
 * with the scope it needs. Everything else answers 403 to a key, whatever its scopes: the
 * administration, billing changes, account deletion and data export, key management, sessions,
 * profile, password and email changes, support and notification settings keep the browser session.
 * The list is one of routes allowed (never of routes refused), so a route added later is closed to
 * keys until it is listed here. The OpenAPI document's `security` of each operation is written from
 * this list too (routes/api-v1.ts), so the reference and the rule cannot disagree.
 */
import type { MiddlewareHandler } from 'hono';
import type { ApiKeyScope } from '../../shared/contracts/api-keys';
import { AppError } from './app-error';
import type { AppEnv } from './context';

/** What a key needs for a route: one of its scopes, or 'public' for a route anyone may read. */
export type RouteAccess = ApiKeyScope | 'public';

/** `METHOD /path` (as in the OpenAPI document, relative to /api/v1) → what a key needs. */
export const API_KEY_ROUTES: Readonly<Record<string, RouteAccess>> = {
  // Public: no account needed, so any valid key may read them too.
  'GET /plans': 'public',
  'GET /site/legal': 'public',
  'GET /site/landing': 'public',
  'GET /gallery': 'public',
  'GET /gallery/{id}/file': 'public',
  'GET /auth-options': 'public',
  'GET /openapi.json': 'public',
  // read: the account's figures, library, jobs and files.
  'GET /me': 'read',
  'GET /me/stats': 'read',
  'GET /me/create-settings': 'read',
  'GET /me/preferences': 'read',
  'GET /billing': 'read',
  'GET /credits/transactions': 'read',
  'GET /image-engine': 'read',
  'GET /images': 'read',
  'GET /images/archive': 'read',
  'GET /images/{id}/file': 'read',
  'GET /source-images/{id}': 'read',
  'GET /source-images/{id}/cutout': 'read',
  'GET /generations/{id}': 'read',
  'GET /studio-batches/{id}': 'read',
  'GET /batches/{id}': 'read',
  'GET /products': 'read',
  'GET /products/{id}': 'read',
  'GET /imports': 'read',
  'GET /catalogue-runs': 'read',
  'GET /batches/{id}/archive': 'read',
  'GET /imports/{id}': 'read',
  'GET /studio-batches/{id}/archive': 'read',
  'GET /brand-kits': 'read',
  'GET /brand-kits/{id}/logo': 'read',
  'GET /ad-sets': 'read',
  'GET /ad-sets/{id}': 'read',
  'GET /ad-sets/{id}/archive': 'read',
  'GET /listing-sets': 'read',
  'GET /listing-sets/{id}': 'read',
  'GET /listing-sets/{id}/archive': 'read',
  'GET /videos': 'read',
  'GET /videos/{id}': 'read',
  'GET /videos/{id}/file': 'read',
  'GET /videos/{id}/poster': 'read',
  // generate: what makes or changes images and videos (and spends credits).
  'POST /source-images': 'generate',
  'PUT /source-images/{id}/cutout/strokes': 'generate',
  'POST /scenarios': 'generate',
  'POST /generations': 'generate',
  'POST /images/{id}/edits': 'generate',
  'POST /images/{id}/adjustments': 'generate',
  'POST /images/{id}/save': 'generate',
  'PUT /images/{id}/favorite': 'generate',
  'DELETE /images/{id}/favorite': 'generate',
  'DELETE /images/{id}': 'generate',
  'POST /images/delete': 'generate',
  'POST /studio-batches': 'generate',
  'POST /batches': 'generate',
  'POST /products': 'generate',
  'POST /imports/csv/preview': 'generate',
  'POST /imports/shopify/preview': 'generate',
  'POST /imports': 'generate',
  'POST /catalogue-runs/quote': 'generate',
  'POST /catalogue-runs': 'generate',
  'POST /brand-kits': 'generate',
  'PUT /brand-kits/{id}': 'generate',
  'POST /brand-kits/{id}/logo': 'generate',
  'POST /ad-copy': 'generate',
  'POST /ad-sets/preview': 'generate',
  'POST /ad-sets': 'generate',
  'POST /listing-sets/preview': 'generate',
  'POST /listing-sets': 'generate',
  'POST /batches/{id}/cancel': 'generate',
  'POST /imports/{id}/cancel': 'generate',
  'PATCH /products/{id}': 'generate',
  'POST /products/{id}/photos': 'generate',
  'DELETE /products/{id}': 'generate',
  'POST /videos': 'generate',
  'POST /videos/motion-prompt': 'generate',
  'DELETE /videos/{id}': 'generate',
  // webhooks: the endpoints that hear about finished work, and their delivery log.
  'POST /webhook-endpoints': 'webhooks',
  'GET /webhook-endpoints': 'webhooks',
  'GET /webhook-endpoints/{id}': 'webhooks',
  'PATCH /webhook-endpoints/{id}': 'webhooks',
  'DELETE /webhook-endpoints/{id}': 'webhooks',
  'POST /webhook-endpoints/{id}/rotate-secret': 'webhooks',
  'GET /webhook-endpoints/{id}/deliveries': 'webhooks',
  'POST /webhook-deliveries/{id}/retry': 'webhooks',
};

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  access: RouteAccess;
}

/** `{param}` segments match one path segment. */
function compile(): CompiledRoute[] {
  return Object.entries(API_KEY_ROUTES).map(([route, access]) => {
    const [method, path] = route.split(' ') as [string, string];
    const source = path
      .split('/')
      .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return { method, pattern: new RegExp(`^${source}/?$`), access };
  });
}

const COMPILED = compile();

/**
 * What a key needs for `method` on `path` (relative to /api/v1, e.g. '/images/3f…/file'); null
 * when keys may not use the route. HEAD is read as GET.
 */
export function routeAccess(method: string, path: string): RouteAccess | null {
  const m = method === 'HEAD' ? 'GET' : method;
  return COMPILED.find((r) => r.method === m && r.pattern.test(path))?.access ?? null;
}

/**
 * For requests made with an API key (`c.var.apiKey`, set by the session middleware) on /api/v1/*:
 * 403 'api_key_route_forbidden' on a route keys may not use; 403 'api_key_scope_missing' naming
 * the scope the key lacks. Session requests pass untouched.
 */
export const apiKeyAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.get('apiKey');
  if (!key) return next();
  const path = c.req.path.replace(/^\/api\/v1/, '') || '/';
  const access = routeAccess(c.req.method, path);
  if (!access) throw new AppError(403, 'api_key_route_forbidden', 'apiKeyRouteForbidden');
  if (access !== 'public' && !key.scopes.includes(access)) throw new AppError(403, 'api_key_scope_missing', 'apiKeyScopeMissing', { scope: access });
  return next();
};

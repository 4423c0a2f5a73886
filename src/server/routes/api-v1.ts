/**
 * The /api/v1 router: every route group, and its OpenAPI 3.1 document at /api/v1/openapi.json
 * (the web app's typed client is generated from this document by `npm run api:client`). The document depends on the route definitions only, never on services, so
 * `openApiDocument()` builds it without a database.
 */
import type { Container } from '../container';
import { adminRouter } from './admin/admin.handlers';
import { apiKeysRouter } from './api-keys/api-keys.handlers';
import { webhookEndpointsRouter } from './webhook-endpoints/webhook-endpoints.handlers';
import { adminImagesRouter } from './admin/admin-images.handlers';
import { enginesRouter } from './engines/engines.handlers';
import { billingRouter } from './billing/billing.handlers';
import { creationRouter } from './creation/creation.handlers';
import { cutoutRouter } from './cutout/cutout.handlers';
import { studioRouter } from './studio/studio.handlers';
import { batchesRouter } from './batches/batches.handlers';
import { productsRouter } from './products/products.handlers';
import { importsRouter } from './imports/imports.handlers';
import { adCreativesRouter } from './ad-creatives/ad-creatives.handlers';
import { listingSetsRouter } from './listing-sets/listing-sets.handlers';
import { catalogueRunsRouter } from './catalogue-runs/catalogue-runs.handlers';
import { libraryRouter } from './library/library.handlers';
import { meRouter } from './me/me.handlers';
import { profileRouter } from './profile/profile.handlers';
import { savedImagesRouter } from './saved-images/saved-images.handlers';
import { choicesRouter } from './choices/choices.handlers';
import { galleryRouter } from './gallery/gallery.handlers';
import { supportRouter } from './support/support.handlers';
import { supportChatRouter } from './support/support-chat.handlers';
import { adminChatsRouter } from './admin/admin-chats.handlers';
import { adminRefundsRouter } from './admin/admin-refunds.handlers';
import { adminBroadcastsRouter } from './admin/admin-broadcasts.handlers';
import { accountDataRouter } from './account-data/account-data.handlers';
import { createRouter } from './openapi-app';
import { routeAccess } from '../http/api-key-access';
import { answersSecret } from '../http/idempotency';
import { addExamples } from './openapi-examples';
import { siteRouter } from './site/site.handlers';
import { videosRouter } from './videos/videos.handlers';

/** What the v1 routes call: a subset of the container, plus the limits read from env. */
export type ApiV1Deps = Pick<
  Container,
  | 'account'
  | 'preferences'
  | 'stats'
  | 'sources'
  | 'cutouts'
  | 'studio'
  | 'brandKits'
  | 'adSets'
  | 'listingSets'
  | 'apiBatches'
  | 'products'
  | 'productImports'
  | 'catalogueRuns'
  | 'scenarios'
  | 'generations'
  | 'rateLimiter'
  | 'library'
  | 'trials'
  | 'moneyBack'
  | 'broadcasts'
  | 'billing'
  | 'testCheckout'
  | 'videos'
  | 'videoFiles'
  | 'providerHealth'
  | 'imageEngine'
  | 'profile'
  | 'sessions'
  | 'apiKeys'
  | 'webhooks'
  | 'savedImages'
  | 'socialProviders'
  | 'choices'
  | 'notices'
  | 'gallery'
  | 'support'
  | 'supportChat'
  | 'accountManagers'
  | 'accountData'
  | 'legal'
  | 'landing'
  | 'admin'
> & {
  generationsPerMinute: number;
  uploadsPerMinute: number;
  /** Scenario ideas come from a hosted model (rate limited). */
  hostedScenarios: boolean;
};

/** The `openapi` and `info` fields of the document. */
export const API_DOCUMENT_CONFIG = {
  openapi: '3.1.0',
  info: { title: 'Vitrine API', version: '3.2.0', description: 'Product photos in, marketing images and videos out.' },
  servers: [{ url: '/api/v1' }],
};

/** Builds the v1 router on `deps`, with the OpenAPI document at /openapi.json. */
export function createApiV1(deps: ApiV1Deps) {
  const v1 = createRouter();
  v1.route('/', meRouter({ account: deps.account, preferences: deps.preferences, stats: deps.stats }));
  v1.route('/', choicesRouter({ choices: deps.choices, notices: deps.notices }));
  v1.route('/', galleryRouter(deps.gallery));
  v1.route('/', supportRouter({ support: deps.support, rateLimiter: deps.rateLimiter }));
  v1.route('/', supportChatRouter({ supportChat: deps.supportChat, accountManagers: deps.accountManagers, rateLimiter: deps.rateLimiter }));
  v1.route('/', accountDataRouter({ accountData: deps.accountData, rateLimiter: deps.rateLimiter }));
  v1.route(
    '/',
    creationRouter({
      sources: deps.sources,
      cutouts: deps.cutouts,
      scenarios: deps.scenarios,
      generations: deps.generations,
      rateLimiter: deps.rateLimiter,
      generationsPerMinute: deps.generationsPerMinute,
      uploadsPerMinute: deps.uploadsPerMinute,
      hostedScenarios: deps.hostedScenarios,
    }),
  );
  v1.route('/', cutoutRouter({ sources: deps.sources, cutouts: deps.cutouts, rateLimiter: deps.rateLimiter }));
  v1.route('/', studioRouter({ studio: deps.studio, rateLimiter: deps.rateLimiter, batchesPerMinute: deps.generationsPerMinute }));
  v1.route('/', batchesRouter({ apiBatches: deps.apiBatches, rateLimiter: deps.rateLimiter, batchesPerMinute: deps.generationsPerMinute }));
  v1.route('/', libraryRouter(deps.library));
  v1.route('/', productsRouter(deps.products));
  v1.route('/', importsRouter(deps.productImports, deps.rateLimiter));
  v1.route('/', catalogueRunsRouter({ catalogueRuns: deps.catalogueRuns, apiBatches: deps.apiBatches, rateLimiter: deps.rateLimiter, runsPerMinute: deps.generationsPerMinute }));
  v1.route('/', adCreativesRouter({ brandKits: deps.brandKits, adSets: deps.adSets, rateLimiter: deps.rateLimiter, setsPerMinute: deps.generationsPerMinute, uploadsPerMinute: deps.uploadsPerMinute }));
  v1.route('/', listingSetsRouter({ listingSets: deps.listingSets, rateLimiter: deps.rateLimiter, setsPerMinute: deps.generationsPerMinute }));
  v1.route('/', savedImagesRouter(deps.savedImages));
  v1.route(
    '/',
    profileRouter({
      profile: deps.profile,
      sessions: deps.sessions,
      rateLimiter: deps.rateLimiter,
      uploadsPerMinute: deps.uploadsPerMinute,
      socialProviders: deps.socialProviders ?? [],
    }),
  );
  v1.route('/', apiKeysRouter(deps.apiKeys));
  v1.route('/', webhookEndpointsRouter(deps.webhooks));
  v1.route('/', billingRouter({ billing: deps.billing, testCheckout: deps.testCheckout, trials: deps.trials, moneyBack: deps.moneyBack }));
  v1.route('/', videosRouter({ videos: deps.videos, videoFiles: deps.videoFiles }));
  v1.route('/', siteRouter({ legal: deps.legal, landing: deps.landing }));
  v1.route('/', adminChatsRouter({ admin: deps.admin, accountManagers: deps.accountManagers }));
  v1.route('/', adminRefundsRouter({ moneyBack: deps.moneyBack }));
  v1.route('/', adminBroadcastsRouter({ broadcasts: deps.broadcasts }));
  v1.route('/', adminRouter({ providerHealth: deps.providerHealth, admin: deps.admin }));
  v1.route('/', adminImagesRouter({ generations: deps.generations }));
  v1.route('/', enginesRouter({ imageEngine: deps.imageEngine }));
  let document: ReturnType<typeof withSecurity> | undefined;
  v1.get('/openapi.json', (c) => c.json((document ??= withSecurity(v1.getOpenAPI31Document(API_DOCUMENT_CONFIG)))));
  return v1;
}

/** The security schemes of the API: the browser's session cookie, and API keys as bearer tokens. */
export const SECURITY_SCHEMES = {
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description: 'The session of the web app, set by signing in (`__Secure-better-auth.session_token` on https). State changes must come from the app\'s own origin.',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key (`vtr_live_…`, made in Account → API) as `Authorization: Bearer <key>`. Each operation names the scope it needs: read, generate or webhooks.',
  },
} as const;

/** The `Idempotency-Key` header every signed-in POST takes (http/idempotency.ts). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', minLength: 1, maxLength: 255 },
  example: '5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88',
  description:
    'Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.',
};

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
/** 429 of any route open to keys (http/api-key-rate-limit.ts). */
const KEY_RATE_LIMITED = { description: "rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again", content: errorContent };
/** 401 of a public route sent a key (http/session.ts checks every bearer key on /api/v1). */
const WRONG_KEY = { description: 'invalid_api_key: a wrong or revoked key was sent (this route needs none)', content: errorContent };
/** 500 of any route (http/error-handler.ts). */
const INTERNAL_ERROR = { description: 'internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST)', content: errorContent };

type Document = ReturnType<ReturnType<typeof createRouter>['getOpenAPI31Document']>;

/**
 * `doc` with its security and common errors written from the rules that enforce them: the two schemes in
 * `components.securitySchemes`; on each operation that needs an account (it answers 401), the
 * cookie, and a bearer key with its scope when API keys may use it (http/api-key-access.ts); on
 * each such POST, the optional `Idempotency-Key` header (http/idempotency.ts); on every
 * operation 500, on those open to keys 429 and, when public, 401 for a wrong key; and the recorded
 * example of each route open to keys (./openapi-examples.ts).
 */
export function withSecurity(doc: Document): Document {
  const paths = doc.paths ?? {};
  addExamples(paths as Record<string, unknown>);
  for (const [path, item] of Object.entries(paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = (item as Record<string, { responses?: Record<string, unknown>; security?: unknown } | undefined>)[method];
      if (!operation?.responses) continue;
      const access = routeAccess(method.toUpperCase(), path.replace(/\{(\w+)\}/g, '{$1}'));
      // What any route may answer: a key's rate limit, a wrong key, a fault of ours.
      if (access) operation.responses['429'] ??= KEY_RATE_LIMITED;
      if (access === 'public') operation.responses['401'] ??= WRONG_KEY;
      operation.responses['500'] ??= INTERNAL_ERROR;
      if (access === 'public' || !operation.responses['401']) continue;
      operation.security = access ? [{ cookieAuth: [] }, { bearerAuth: [access] }] : [{ cookieAuth: [] }];
      if (method === 'post' && !answersSecret(`/api/v1${path}`)) {
        const op = operation as { parameters?: unknown[] };
        op.parameters = [...(op.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER];
      }
    }
  }
  return { ...doc, components: { ...doc.components, securitySchemes: { ...(doc.components?.securitySchemes ?? {}), ...SECURITY_SCHEMES } } };
}

/** The OpenAPI 3.1 document of /api/v1, built from the route definitions alone (no services run). */
export function openApiDocument() {
  // Handlers are never called here, so the services can be absent.
  const absent = new Proxy({}, { get: () => undefined }) as unknown as ApiV1Deps;
  return withSecurity(createApiV1(absent).getOpenAPI31Document(API_DOCUMENT_CONFIG));
}

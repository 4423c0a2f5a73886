/**
 * A Shopify store's products, read two ways (Shopify's documentation, shopify.dev):
 *   - public: the storefront's `GET /products.json?limit=250&page=N`, 250 products a page at most,
 *     pages until one comes back short; no credentials, for stores whose catalogue is public;
 *   - private: the GraphQL Admin API, `POST /admin/api/2025-01/graphql.json` with the header
 *     `X-Shopify-Access-Token` (a custom app's Admin API token with the `read_products` scope),
 *     `products(first, after)` paginated by `pageInfo { hasNextPage endCursor }`.
 * Every request goes through the SSRF-safe fetcher (the store address is the user's). A 429 is
 * waited out by its `Retry-After` header (at most RETRY_WAIT_CAP_S a time, MAX_RETRIES times); a
 * GraphQL answer throttled by query cost (`errors[].extensions.code` THROTTLED) waits for the cost
 * to be restored at `throttleStatus.restoreRate` points a second.
 * Products are identified by Shopify's numeric product id (GraphQL's `legacyResourceId`), the same
 * either way, so a store read publicly then privately names the same products.
 */
import { PRODUCT_LIMITS } from '../../../shared/contracts/products';
import { TEXT_LIMITS } from '../../../shared/safe-text';
import { UrlFetchError, type FetchedUrl, type UrlFetcher } from '../url-fetch/url-fetcher';

/** One product of the store, as Vitrine imports it. */
export interface ShopProduct {
  /** Shopify's numeric product id, as a string. */
  id: string;
  title: string;
  handle: string;
  /** Plain text (the HTML description's tags removed), at most PRODUCT_LIMITS.description characters. */
  description: string;
  tags: string[];
  /** The first variant's SKU that is set, if any. */
  sku: string | null;
  variantsCount: number;
  /** Its images' addresses in the store's order, at most PRODUCT_LIMITS.photos. */
  imageUrls: string[];
}

/** Why reading a store failed; each is a translated message. */
export type ShopifyFailure =
  | 'invalid_store'
  | 'private_address'
  | 'not_a_store'
  | 'password_protected'
  | 'not_found'
  | 'unauthorized'
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'unreachable';

export class ShopifyError extends Error {
  constructor(
    readonly reason: ShopifyFailure,
    readonly status?: number,
  ) {
    super(`shopify: ${reason}${status ? ` (${status})` : ''}`);
    this.name = 'ShopifyError';
  }
}

/** A store's address: where to call, and the host that names it. */
export interface StoreAddress {
  origin: string;
  host: string;
}

/** The Admin API version called (Shopify supports each stable version for at least 12 months). */
export const SHOPIFY_ADMIN_API_VERSION = '2025-01';
/** Products a page of products.json holds at most (Shopify's maximum `limit`). */
export const PUBLIC_PAGE_SIZE = 250;
/** Products a GraphQL page asks for: 25 with 10 media each stays far under the 1,000-point query cost limit. */
export const ADMIN_PAGE_SIZE = 25;
/** Times a 429 or a throttled query is waited out before giving up. */
export const MAX_RETRIES = 4;
/** Longest single wait, seconds, whatever the store asks. */
export const RETRY_WAIT_CAP_S = 10;
/** Seconds one request may take. */
const REQUEST_TIMEOUT_MS = 20_000;
/** Bytes a page of products may have. */
const PAGE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The store at `input`: a domain ("my-shop.myshopify.com", "shop.example.com") or a URL; https is
 * assumed without a scheme; any path is dropped. @throws ShopifyError 'invalid_store'.
 */
export function parseStoreUrl(input: string): StoreAddress {
  const text = input.trim();
  if (!text || text.length > 255 || /\s/.test(text)) throw new ShopifyError('invalid_store');
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw new ShopifyError('invalid_store');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || !url.hostname.includes('.')) throw new ShopifyError('invalid_store');
  return { origin: url.origin, host: url.host.toLowerCase() };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an HTML description: block ends become line breaks, tags go, entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\u0000/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** `text` cut to `max` characters at the last whole word. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trim();
}

function cleanTags(tags: unknown): string[] {
  const list = Array.isArray(tags) ? tags : typeof tags === 'string' ? tags.split(',') : [];
  const out = new Set<string>();
  for (const tag of list) {
    if (typeof tag !== 'string') continue;
    const t = tag.trim().toLowerCase().replace(/\u0000/g, '');
    if (t && t.length <= PRODUCT_LIMITS.tag) out.add(t);
    if (out.size >= PRODUCT_LIMITS.tags) break;
  }
  return [...out];
}

function product(fields: { id: string; title: unknown; handle: unknown; html: unknown; tags: unknown; skus: unknown[]; variantsCount: number; images: unknown[] }, base: string): ShopProduct | null {
  if (!/^\d{1,20}$/.test(fields.id) || typeof fields.title !== 'string') return null;
  const title = clip(fields.title.replace(/\u0000/g, '').trim(), PRODUCT_LIMITS.title);
  const urls: string[] = [];
  for (const src of fields.images) {
    if (typeof src !== 'string' || !src) continue;
    try {
      const url = new URL(src.startsWith('//') ? `https:${src}` : src, base);
      if (url.protocol === 'https:' || url.protocol === 'http:') urls.push(url.href);
    } catch {
      // An image address that is not one: skipped.
    }
  }
  const sku = fields.skus.find((s): s is string => typeof s === 'string' && s.trim().length > 0);
  return {
    id: fields.id,
    title: title || `#${fields.id}`,
    handle: typeof fields.handle === 'string' ? clip(fields.handle, PRODUCT_LIMITS.sku) : '',
    description: clip(htmlToText(typeof fields.html === 'string' ? fields.html : ''), PRODUCT_LIMITS.description),
    tags: cleanTags(fields.tags),
    sku: sku ? clip(sku.trim(), PRODUCT_LIMITS.sku) : null,
    variantsCount: fields.variantsCount,
    imageUrls: [...new Set(urls)].slice(0, PRODUCT_LIMITS.photos),
  };
}

/** The features a product starts with: its description's first sentences, within the creators' limit. */
export function featuresFromDescription(description: string): string {
  return clip(description.replace(/\s+/g, ' '), TEXT_LIMITS.features);
}

/** Reads stores' products. */
export interface ShopifyCatalog {
  /**
   * The store's products in its order, at most `max` (`truncated` when it has more). With
   * `accessToken`, through the Admin API; without, through the public products.json.
   * @throws ShopifyError
   */
  list(store: StoreAddress, options: { max: number; accessToken?: string }): Promise<{ products: ShopProduct[]; truncated: boolean }>;
}

/** The catalogue reader. `sleep` waits (tests may shorten it); `fetcher` makes every request. */
export function createShopifyCatalog(deps: { fetcher: UrlFetcher; sleep?: (ms: number) => Promise<void> }): ShopifyCatalog {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /** One request, with 429s waited out. */
  async function request(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }): Promise<FetchedUrl> {
    for (let attempt = 0; ; attempt += 1) {
      let answer: FetchedUrl;
      try {
        answer = await deps.fetcher.fetch(url, { ...init, maxBytes: PAGE_MAX_BYTES, timeoutMs: REQUEST_TIMEOUT_MS, maxRedirects: 5, acceptAnyStatus: true });
      } catch (error) {
        if (error instanceof UrlFetchError) {
          if (error.reason === 'invalid_url') throw new ShopifyError('invalid_store');
          if (error.reason === 'private_address') throw new ShopifyError('private_address');
          if (error.reason === 'timeout') throw new ShopifyError('timeout');
          if (error.reason === 'too_large') throw new ShopifyError('not_a_store');
          throw new ShopifyError('unreachable');
        }
        throw error;
      }
      if (answer.status === 429) {
        if (attempt >= MAX_RETRIES) throw new ShopifyError('rate_limited', 429);
        const header = answer.headers['retry-after'];
        const seconds = Number(Array.isArray(header) ? header[0] : header);
        await sleep(Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds : 2, RETRY_WAIT_CAP_S) * 1000);
        continue;
      }
      if (new URL(answer.finalUrl).pathname.startsWith('/password')) throw new ShopifyError('password_protected');
      if (answer.status === 401 || answer.status === 403) throw new ShopifyError('unauthorized', answer.status);
      if (answer.status === 404) throw new ShopifyError('not_found', 404);
      if (answer.status >= 500) throw new ShopifyError('unavailable', answer.status);
      if (answer.status < 200 || answer.status >= 300) throw new ShopifyError('not_a_store', answer.status);
      return answer;
    }
  }

  function json(answer: FetchedUrl): unknown {
    try {
      return JSON.parse(answer.bytes.toString('utf8'));
    } catch {
      throw new ShopifyError('not_a_store');
    }
  }

  async function listPublic(store: StoreAddress, max: number) {
    const found: ShopProduct[] = [];
    for (let page = 1; ; page += 1) {
      const body = json(await request(`${store.origin}/products.json?limit=${PUBLIC_PAGE_SIZE}&page=${page}`, {})) as { products?: unknown };
      if (!body || !Array.isArray(body.products)) throw new ShopifyError('not_a_store');
      for (const raw of body.products as Record<string, unknown>[]) {
        const variants = Array.isArray(raw.variants) ? (raw.variants as Record<string, unknown>[]) : [];
        const images = Array.isArray(raw.images) ? (raw.images as Record<string, unknown>[]) : [];
        const item = product(
          { id: String(raw.id ?? ''), title: raw.title, handle: raw.handle, html: raw.body_html, tags: raw.tags, skus: variants.map((v) => v.sku), variantsCount: variants.length, images: images.map((i) => i.src) },
          store.origin,
        );
        if (!item) continue;
        if (found.length >= max) return { products: found, truncated: true };
        found.push(item);
      }
      if (body.products.length < PUBLIC_PAGE_SIZE) return { products: found, truncated: false };
    }
  }

  const QUERY = `query Products($first: Int!, $after: String) {
  products(first: $first, after: $after, sortKey: ID) {
    pageInfo { hasNextPage endCursor }
    nodes {
      legacyResourceId title handle descriptionHtml tags
      variantsCount { count }
      variants(first: 5) { nodes { sku } }
      media(first: 10) { nodes { ... on MediaImage { image { url } } } }
    }
  }
}`;

  interface AdminAnswer {
    data?: { products?: { pageInfo?: { hasNextPage?: boolean; endCursor?: string | null }; nodes?: Record<string, unknown>[] } };
    errors?: { message?: string; extensions?: { code?: string } }[] | string;
    extensions?: { cost?: { requestedQueryCost?: number; throttleStatus?: { currentlyAvailable?: number; restoreRate?: number } } };
  }

  async function listAdmin(store: StoreAddress, max: number, token: string) {
    const found: ShopProduct[] = [];
    let after: string | null = null;
    let throttled = 0;
    for (;;) {
      const answer = await request(`${store.origin}/admin/api/${SHOPIFY_ADMIN_API_VERSION}/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-shopify-access-token': token },
        body: JSON.stringify({ query: QUERY, variables: { first: ADMIN_PAGE_SIZE, after } }),
      });
      const body = json(answer) as AdminAnswer;
      if (typeof body.errors === 'string') throw new ShopifyError('unauthorized');
      const codes = (body.errors ?? []).map((e) => e.extensions?.code);
      if (codes.includes('THROTTLED')) {
        if (++throttled > MAX_RETRIES) throw new ShopifyError('rate_limited');
        const cost = body.extensions?.cost;
        const missing = (cost?.requestedQueryCost ?? 100) - (cost?.throttleStatus?.currentlyAvailable ?? 0);
        const rate = cost?.throttleStatus?.restoreRate ?? 50;
        await sleep(Math.min(Math.max(missing / rate, 0.5), RETRY_WAIT_CAP_S) * 1000);
        continue;
      }
      if (codes.includes('ACCESS_DENIED')) throw new ShopifyError('unauthorized', 403);
      const page = body.data?.products;
      if (!page || !Array.isArray(page.nodes)) throw new ShopifyError(codes.length ? 'unavailable' : 'not_a_store');
      for (const node of page.nodes) {
        const variants = ((node.variants as { nodes?: { sku?: unknown }[] } | undefined)?.nodes ?? []).map((v) => v.sku);
        const media = ((node.media as { nodes?: { image?: { url?: unknown } }[] } | undefined)?.nodes ?? []).map((m) => m.image?.url);
        const count = (node.variantsCount as { count?: unknown } | undefined)?.count;
        const item = product(
          { id: String(node.legacyResourceId ?? ''), title: node.title, handle: node.handle, html: node.descriptionHtml, tags: node.tags, skus: variants, variantsCount: typeof count === 'number' ? count : variants.length, images: media },
          store.origin,
        );
        if (!item) continue;
        if (found.length >= max) return { products: found, truncated: true };
        found.push(item);
      }
      if (!page.pageInfo?.hasNextPage || !page.pageInfo.endCursor) return { products: found, truncated: false };
      after = page.pageInfo.endCursor;
    }
  }

  return {
    list(store, options) {
      return options.accessToken ? listAdmin(store, options.max, options.accessToken) : listPublic(store, options.max);
    },
  };
}

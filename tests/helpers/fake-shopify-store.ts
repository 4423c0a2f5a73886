/**
 * A local fake Shopify store on 127.0.0.1, speaking the shapes Shopify documents (shopify.dev):
 *   - the storefront's public `GET /products.json?limit=&page=` (also `since_id`): `{ products: [{ id,
 *     title, handle, body_html, vendor, product_type, tags: [..], variants: [{ id, sku, title }],
 *     images: [{ id, src, width, height, position }] }] }`, `limit` at most 250;
 *   - the GraphQL Admin API, `POST /admin/api/{version}/graphql.json` with `X-Shopify-Access-Token`:
 *     `products(first, after)` with `pageInfo { hasNextPage endCursor }` and `nodes` of
 *     `legacyResourceId title handle descriptionHtml tags variantsCount { count } variants { nodes
 *     { sku } } media { nodes { image { url } } }`; a wrong token gets 401 `{ errors: "[API] Invalid
 *     API key or access token (unrecognized login or wrong password)" }`;
 *   - the product photos, `GET /cdn/{n}.jpg`: the sample product photos, resized to 900 px
 *     (`/cdn/slow/{n}.jpg`: the same, 400 ms later).
 * A test plans faults: the next answers as 429 with `Retry-After`, a status for every request, a
 * password page, a GraphQL THROTTLED answer, broken or missing photos.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { SAMPLE_PHOTOS, sample } from './samples';

export interface FakeShopifyProduct {
  id: number;
  title: string;
  handle: string;
  body_html: string;
  tags: string[];
  variants: { id: number; sku: string; title: string }[];
  /** Photo paths on this server (e.g. '/cdn/3.jpg'), or full URLs elsewhere. */
  images: string[];
}

export interface FakeShopifyStore {
  /** http://127.0.0.1:port */
  url: string;
  products: FakeShopifyProduct[];
  /** Every request received: method and path with query. */
  requests: { method: string; path: string; token?: string }[];
  /** The next `count` catalogue requests answer 429 with `Retry-After: seconds`. */
  rateLimitNext(count: number, seconds: number): void;
  /** The next GraphQL request answers THROTTLED (cost not available). */
  throttleNext(): void;
  /** Every catalogue request answers `status` (null: back to normal). */
  failWith(status: number | null): void;
  /** The storefront redirects to its password page, as a protected store does. */
  protect(on: boolean): void;
  /** Every page answers 200 with HTML, as a site that is not a Shopify store does. */
  notAStore(on: boolean): void;
  /** The Admin API token accepted. */
  token: string;
  close(): Promise<void>;
}

/** The product photo served at /cdn/{n}.jpg: sample n (mod 4), `width` px wide (900 by default), tinted by n. */
async function photo(n: number, width = 900): Promise<Buffer> {
  const name = SAMPLE_PHOTOS[n % SAMPLE_PHOTOS.length]!;
  return sharp(sample(name))
    .resize({ width })
    .flatten({ background: '#ffffff' })
    .modulate({ hue: (n * 37) % 360 })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** `count` products with SKUs FAKE-001.., two photos each, tags by kind. */
export function fakeShopifyCatalog(count: number): FakeShopifyProduct[] {
  const kinds = ['mugs', 'fruit', 'boxes', 'plants'];
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      id: 7_000_000_000 + n,
      title: `Product ${String(n).padStart(3, '0')}`,
      handle: `product-${n}`,
      body_html: `<p>Product ${n} &amp; its <strong>details</strong>.</p><ul><li>Hand finished</li><li>Ships in 2 days</li></ul>`,
      tags: [kinds[i % 4]!, 'catalogue'],
      variants: [
        { id: 40_000_000 + n * 10, sku: `FAKE-${String(n).padStart(3, '0')}`, title: 'Default' },
        { id: 40_000_000 + n * 10 + 1, sku: `FAKE-${String(n).padStart(3, '0')}-L`, title: 'Large' },
      ],
      images: [`/cdn/${i}.jpg`, `/cdn/${i + 1}.jpg`],
    };
  });
}

/** Starts the store with `products` (default: 30 from fakeShopifyCatalog). */
export async function startFakeShopifyStore(options: { products?: FakeShopifyProduct[]; token?: string } = {}): Promise<FakeShopifyStore> {
  const products = options.products ?? fakeShopifyCatalog(30);
  const token = options.token ?? 'shpat_fake_0123456789abcdef';
  const photos = new Map<number, Buffer>();
  let rateLimited = 0;
  let retryAfter = 1;
  let throttle = false;
  let failStatus: number | null = null;
  let passwordProtected = false;
  let htmlSite = false;
  const requests: FakeShopifyStore['requests'] = [];
  let base = '';

  const full = (src: string) => (src.startsWith('/') ? `${base}${src}` : src);

  function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8', ...headers });
    res.end(text);
  }

  /** A catalogue request's planned fault, if any; true when answered. */
  function fault(res: http.ServerResponse): boolean {
    if (rateLimited > 0) {
      rateLimited -= 1;
      send(res, 429, { errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.' }, { 'retry-after': String(retryAfter) });
      return true;
    }
    if (failStatus !== null) {
      send(res, failStatus, failStatus === 404 ? '<html><body>Not found</body></html>' : { errors: 'Internal Server Error' });
      return true;
    }
    return false;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const tokenHeader = req.headers['x-shopify-access-token'];
    requests.push({ method: req.method ?? 'GET', path: `${url.pathname}${url.search}`, token: typeof tokenHeader === 'string' ? tokenHeader : undefined });
    if (req.method === 'GET' && url.pathname === '/password') return send(res, 200, '<html><body>Opening soon. Enter store using password</body></html>');
    if (htmlSite) return send(res, 200, '<!doctype html><html><body>A site, not a store</body></html>');
    if (req.method === 'GET' && url.pathname === '/products.json') {
      if (passwordProtected) {
        res.writeHead(302, { location: '/password' });
        return res.end();
      }
      if (fault(res)) return;
      const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 30) || 30, 1), 250);
      const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
      const sinceId = Number(url.searchParams.get('since_id') ?? 0);
      const list = sinceId ? products.filter((p) => p.id > sinceId).slice(0, limit) : products.slice((page - 1) * limit, page * limit);
      return send(res, 200, {
        products: list.map((p) => ({
          id: p.id,
          title: p.title,
          handle: p.handle,
          body_html: p.body_html,
          vendor: 'Fake Store',
          product_type: '',
          tags: p.tags,
          variants: p.variants.map((v) => ({ ...v, price: '19.00', available: true })),
          images: p.images.map((src, i) => ({ id: p.id * 100 + i, src: full(src), width: 900, height: 900, position: i + 1, product_id: p.id })),
        })),
      });
    }
    const admin = url.pathname.match(/^\/admin\/api\/[\w-]+\/graphql\.json$/);
    if (admin && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (tokenHeader !== token) return send(res, 401, { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
        if (fault(res)) return;
        const cost = { requestedQueryCost: 302, actualQueryCost: null as number | null, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 1700, restoreRate: 100 } };
        if (throttle) {
          throttle = false;
          return send(res, 200, { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' } }], extensions: { cost: { ...cost, throttleStatus: { ...cost.throttleStatus, currentlyAvailable: 252 } } } });
        }
        let body: { variables?: { first?: number; after?: string | null } };
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
        } catch {
          return send(res, 400, { errors: [{ message: 'Parse error' }] });
        }
        const first = Math.min(body.variables?.first ?? 10, 250);
        const start = body.variables?.after ? Number(Buffer.from(body.variables.after, 'base64').toString('utf8')) : 0;
        const list = products.slice(start, start + first);
        const end = start + list.length;
        return send(res, 200, {
          data: {
            products: {
              pageInfo: { hasNextPage: end < products.length, endCursor: list.length ? Buffer.from(String(end)).toString('base64') : null },
              nodes: list.map((p) => ({
                legacyResourceId: String(p.id),
                title: p.title,
                handle: p.handle,
                descriptionHtml: p.body_html,
                tags: p.tags,
                variantsCount: { count: p.variants.length, precision: 'EXACT' },
                variants: { nodes: p.variants.map((v) => ({ sku: v.sku })) },
                media: { nodes: p.images.map((src) => ({ image: { url: full(src) } })) },
              })),
            },
          },
          extensions: { cost: { ...cost, actualQueryCost: 50 } },
        });
      });
      return;
    }
    const cdn = url.pathname.match(/^\/cdn\/(slow\/)?(\d+)\.jpg$/);
    if (req.method === 'GET' && cdn) {
      const n = Number(cdn[2]);
      const delay = cdn[1] ? 400 : 0;
      // ?w=<px> asks for a narrower photo (300 to 900 px), for tests that import many.
      const width = Math.min(Math.max(Number(url.searchParams.get('w')) || 900, 300), 900);
      const key = n * 10_000 + width;
      const cached = photos.get(key);
      const answer = (bytes: Buffer) =>
        setTimeout(() => {
          res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(bytes.length) });
          res.end(bytes);
        }, delay);
      if (cached) return answer(cached);
      void photo(n, width).then((bytes) => {
        photos.set(key, bytes);
        answer(bytes);
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/cdn/not-an-image.jpg') return send(res, 200, '<html>this is not a photo</html>');
    if (req.method === 'GET' && url.pathname === '/cdn/tiny.jpg') {
      void sharp({ create: { width: 120, height: 90, channels: 3, background: '#c33' } })
        .jpeg()
        .toBuffer()
        .then((bytes) => {
          res.writeHead(200, { 'content-type': 'image/jpeg' });
          res.end(bytes);
        });
      return;
    }
    send(res, 404, '<html><body>Not found</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    products,
    requests,
    token,
    rateLimitNext(count, seconds) {
      rateLimited = count;
      retryAfter = seconds;
    },
    throttleNext() {
      throttle = true;
    },
    failWith(status) {
      failStatus = status;
    },
    protect(on) {
      passwordProtected = on;
    },
    notAStore(on) {
      htmlSite = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

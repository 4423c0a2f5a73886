/**
 * The SSRF-safe fetcher against local HTTP servers: private addresses refused (directly, by name,
 * and after a redirect), redirects capped, size and time capped, statuses reported.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { createUrlFetcher, UrlFetchError } from './url-fetcher';

let server: http.Server;
let other: http.Server;
let base = '';
let otherBase = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const hops = Number(url.searchParams.get('hops') ?? 0);
    if (url.pathname === '/hop') {
      res.writeHead(302, { location: hops > 1 ? `/hop?hops=${hops - 1}` : '/ok' }).end();
    } else if (url.pathname === '/ok') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('PNGDATA'));
    } else if (url.pathname === '/to-other') {
      res.writeHead(301, { location: `${otherBase}/ok` }).end();
    } else if (url.pathname === '/big-declared') {
      res.writeHead(200, { 'content-length': String(2048) }).end(Buffer.alloc(2048));
    } else if (url.pathname === '/big-chunked') {
      res.writeHead(200);
      for (let i = 0; i < 4; i += 1) res.write(Buffer.alloc(1024));
      res.end();
    } else if (url.pathname === '/slow') {
      setTimeout(() => res.writeHead(200).end('late'), 2000);
    } else if (url.pathname === '/post') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${req.method} ${body}`));
    } else {
      res.writeHead(404).end();
    }
  });
  other = http.createServer((_req, res) => res.writeHead(200).end('other'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => other.listen(0, '127.0.0.2', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  otherBase = `http://127.0.0.2:${(other.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  other?.close();
});

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof UrlFetchError ? `${error.reason}${error.status ? `:${error.status}` : ''}` : `other: ${String(error)}`;
  }
}

const limits = { maxBytes: 1024, timeoutMs: 1000 };

describe('the URL fetcher', () => {
  it('refuses loopback, private, link-local and metadata addresses, by IP and by name', async () => {
    const fetcher = createUrlFetcher();
    for (const url of [`${base}/ok`, 'http://localhost:9/ok', 'http://10.0.0.1/x', 'http://192.168.1.1/x', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]:9/x', 'http://0.0.0.0:9/x']) {
      expect(await reason(fetcher.fetch(url, limits)), url).toBe('private_address');
    }
  });

  it('checks every redirect again', async () => {
    // 127.0.0.1 is allowed here; the redirect goes to 127.0.0.2, which is not.
    const fetcher = createUrlFetcher({ allowAddresses: ['127.0.0.1'] });
    expect((await fetcher.fetch(`${base}/ok`, limits)).bytes.toString()).toBe('PNGDATA');
    expect(await reason(fetcher.fetch(`${base}/to-other`, limits))).toBe('private_address');
  });

  it('follows at most 5 redirects', async () => {
    const fetcher = createUrlFetcher({ allowPrivate: true });
    const five = await fetcher.fetch(`${base}/hop?hops=5`, limits);
    expect(five.finalUrl).toBe(`${base}/ok`);
    expect(five.contentType).toBe('image/png');
    expect(await reason(fetcher.fetch(`${base}/hop?hops=6`, limits))).toBe('too_many_redirects');
  });

  it('caps size (declared or streamed) and time, and reports statuses', async () => {
    const fetcher = createUrlFetcher({ allowPrivate: true });
    expect(await reason(fetcher.fetch(`${base}/big-declared`, limits))).toBe('too_large');
    expect(await reason(fetcher.fetch(`${base}/big-chunked`, limits))).toBe('too_large');
    expect(await reason(fetcher.fetch(`${base}/slow`, { maxBytes: 1024, timeoutMs: 300 }))).toBe('timeout');
    expect(await reason(fetcher.fetch(`${base}/missing`, limits))).toBe('http_status:404');
    const post = await fetcher.fetch(`${base}/post`, { ...limits, method: 'POST', body: '{"a":1}', acceptAnyStatus: true });
    expect([post.status, post.bytes.toString()]).toEqual([500, 'POST {"a":1}']);
  });

  it('takes http and https URLs only, without credentials', async () => {
    const fetcher = createUrlFetcher({ allowPrivate: true });
    for (const url of ['ftp://example.com/a.png', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', `http://user:pass@127.0.0.1/x`, `https://${'a'.repeat(2100)}.com`]) {
      expect(await reason(fetcher.fetch(url, limits)), url).toBe('invalid_url');
    }
  });

  it('lets private addresses through only outside production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', URL_FETCH_ALLOW_PRIVATE: 'true', AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://vitrine.example' })).toThrow(/URL_FETCH_ALLOW_PRIVATE/);
    expect(loadEnv({ NODE_ENV: 'development', URL_FETCH_ALLOW_PRIVATE: 'true' }).URL_FETCH_ALLOW_PRIVATE).toBe(true);
  });
});

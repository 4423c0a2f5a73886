/**
 * A local fake of Google's and GitHub's OAuth endpoints on 127.0.0.1, in their documented shapes,
 * for sign-in tests:
 *
 * Google (OpenID Connect; https://developers.google.com/identity/protocols/oauth2/web-server,
 * https://developers.google.com/identity/openid-connect/openid-connect):
 *   - GET  accounts.google.com/o/oauth2/v2/auth: consents at once as the planned user, redirects to
 *     `redirect_uri?state=&code=&scope=&authuser=0&prompt=consent`;
 *   - POST oauth2.googleapis.com/token (form: code, client_id, client_secret, redirect_uri,
 *     grant_type=authorization_code, code_verifier): `{ access_token, expires_in, scope,
 *     token_type: 'Bearer', id_token }`, the id token an RS256 JWT with iss, azp, aud, sub, email,
 *     email_verified, at_hash, name, picture, given_name, family_name, iat, exp; errors
 *     `{ error: 'invalid_grant' | 'invalid_client', error_description }` with 400/401;
 *   - GET  www.googleapis.com/oauth2/v3/certs: the JWKS.
 * GitHub (https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps,
 * https://docs.github.com/en/rest/users/users#get-the-authenticated-user,
 * https://docs.github.com/en/rest/users/emails#list-email-addresses-for-the-authenticated-user):
 *   - GET  github.com/login/oauth/authorize: redirects to `redirect_uri?code=&state=`;
 *   - POST github.com/login/oauth/access_token (Accept: application/json): `{ access_token: 'gho_…',
 *     token_type: 'bearer', scope }`, or 200 `{ error: 'bad_verification_code', error_description,
 *     error_uri }` as GitHub answers a bad code;
 *   - GET  api.github.com/user (Bearer token): `{ login, id, node_id, avatar_url, name, email, … }`;
 *   - GET  api.github.com/user/emails: `[{ email, primary, verified, visibility }]`.
 *
 * Every request checks what the real endpoint checks: the client id and secret, the redirect URI
 * given at authorization, PKCE (S256) when a challenge was sent, single-use codes, the bearer token.
 * The app's server-side calls reach it through `routeOAuthFetch`, which sends requests for these
 * hosts to the fake (the host goes in `x-fake-host`); the browser-side hop (authorize) is followed
 * by the test with the same routed fetch.
 */
import { createHash, generateKeyPairSync, createSign, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The hosts the fake stands in for. */
export const OAUTH_HOSTS = ['accounts.google.com', 'oauth2.googleapis.com', 'www.googleapis.com', 'github.com', 'api.github.com'] as const;

export interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface GitHubIdentity {
  id: number;
  login: string;
  name: string | null;
  /** The public email of the profile (often null). */
  email: string | null;
  emails: { email: string; primary: boolean; verified: boolean; visibility: 'public' | 'private' | null }[];
}

interface IssuedCode {
  provider: 'google' | 'github';
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  scope: string;
  identity: GoogleIdentity | GitHubIdentity;
  used: boolean;
}

export interface FakeOAuth {
  baseUrl: string;
  clients: { google: { id: string; secret: string }; github: { id: string; secret: string } };
  /** Who consents at the next authorization of each provider. */
  identity: { google: GoogleIdentity; github: GitHubIdentity };
  /** Requests received, as `host path`. */
  requests: string[];
  close(): Promise<void>;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function signJwt(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const header = b64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(key);
  return `${header}.${body}.${b64url(signature)}`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Client credentials from HTTP Basic or the form body. */
function clientOf(req: http.IncomingMessage, form: URLSearchParams) {
  const basic = req.headers.authorization?.match(/^Basic (.+)$/i);
  if (basic) {
    const [id, secret] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':').map(decodeURIComponent);
    return { id, secret };
  }
  return { id: form.get('client_id') ?? undefined, secret: form.get('client_secret') ?? undefined };
}

/** Starts the fake with the given OAuth clients. */
export async function startFakeOAuth(clients: FakeOAuth['clients']): Promise<FakeOAuth> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, GitHubIdentity>();
  const requests: string[] = [];
  const fake: FakeOAuth = {
    baseUrl: '',
    clients,
    identity: {
      google: { sub: '100000000000000000001', email: 'someone@gmail.com', email_verified: true, name: 'Some One', given_name: 'Some', family_name: 'One' },
      github: { id: 1, login: 'someone', name: 'Some One', email: null, emails: [{ email: 'someone@users.example.com', primary: true, verified: true, visibility: 'private' }] },
    },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  function authorize(provider: 'google' | 'github', url: URL, res: http.ServerResponse) {
    const clientId = url.searchParams.get('client_id');
    const redirectUri = url.searchParams.get('redirect_uri');
    if (clientId !== clients[provider].id || !redirectUri) {
      res.writeHead(400, { 'content-type': 'text/html' });
      res.end('<h1>Error 400: invalid_request</h1>');
      return;
    }
    if (provider === 'google' && url.searchParams.get('response_type') !== 'code') {
      res.writeHead(400).end();
      return;
    }
    const code = `${provider === 'google' ? '4/0A' : ''}${randomBytes(16).toString('hex')}`;
    const method = url.searchParams.get('code_challenge_method');
    codes.set(code, {
      provider,
      clientId,
      redirectUri,
      challenge: url.searchParams.get('code_challenge') && method === 'S256' ? url.searchParams.get('code_challenge') : null,
      scope: url.searchParams.get('scope') ?? '',
      identity: structuredClone(fake.identity[provider]),
      used: false,
    });
    const back = new URL(redirectUri);
    if (provider === 'google') {
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('scope', 'email profile openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile');
      back.searchParams.set('authuser', '0');
      back.searchParams.set('prompt', 'consent');
    } else {
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
    }
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  /** Checks a code exchange; returns the issued code or an error description. */
  function redeem(provider: 'google' | 'github', req: http.IncomingMessage, form: URLSearchParams): IssuedCode | { error: string; description: string } {
    const client = clientOf(req, form);
    if (client.id !== clients[provider].id || client.secret !== clients[provider].secret) {
      return { error: provider === 'google' ? 'invalid_client' : 'incorrect_client_credentials', description: 'The client_id and/or client_secret passed are incorrect.' };
    }
    const issued = codes.get(form.get('code') ?? '');
    if (!issued || issued.used || issued.provider !== provider) return { error: provider === 'google' ? 'invalid_grant' : 'bad_verification_code', description: 'The code passed is incorrect or expired.' };
    if (provider === 'google' && form.get('grant_type') !== 'authorization_code') return { error: 'unsupported_grant_type', description: 'Invalid grant_type' };
    if (form.get('redirect_uri') !== issued.redirectUri) return { error: provider === 'google' ? 'redirect_uri_mismatch' : 'redirect_uri_mismatch', description: 'Bad Request' };
    if (issued.challenge) {
      const verifier = form.get('code_verifier') ?? '';
      if (b64url(createHash('sha256').update(verifier).digest()) !== issued.challenge) return { error: 'invalid_grant', description: 'Missing code verifier.' };
    }
    issued.used = true;
    return issued;
  }

  const server = http.createServer(async (req, res) => {
    const host = String(req.headers['x-fake-host'] ?? '');
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${host} ${req.method} ${url.pathname}`);
    try {
      if (host === 'accounts.google.com' && req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') return authorize('google', url, res);
      if (host === 'github.com' && req.method === 'GET' && url.pathname === '/login/oauth/authorize') return authorize('github', url, res);
      if (host === 'www.googleapis.com' && url.pathname === '/oauth2/v3/certs') {
        return json(res, 200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
      }
      if (host === 'oauth2.googleapis.com' && req.method === 'POST' && url.pathname === '/token') {
        const result = redeem('google', req, await readForm(req));
        if ('error' in result) return json(res, result.error === 'invalid_client' ? 401 : 400, { error: result.error, error_description: result.description });
        const identity = result.identity as GoogleIdentity;
        const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
        const now = Math.floor(Date.now() / 1000);
        const atHash = b64url(createHash('sha256').update(accessToken).digest().subarray(0, 16));
        const idToken = signJwt(
          { iss: 'https://accounts.google.com', azp: result.clientId, aud: result.clientId, ...identity, at_hash: atHash, iat: now, exp: now + 3599 },
          privateKey,
          kid,
        );
        return json(res, 200, {
          access_token: accessToken,
          expires_in: 3599,
          scope: 'https://www.googleapis.com/auth/userinfo.email openid https://www.googleapis.com/auth/userinfo.profile',
          token_type: 'Bearer',
          id_token: idToken,
        });
      }
      if (host === 'github.com' && req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
        const result = redeem('github', req, await readForm(req));
        if ('error' in result) {
          return json(res, 200, { error: result.error, error_description: result.description, error_uri: 'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors' });
        }
        const token = `gho_${randomBytes(18).toString('base64url')}`;
        tokens.set(token, result.identity as GitHubIdentity);
        return json(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
      }
      if (host === 'api.github.com' && req.method === 'GET' && (url.pathname === '/user' || url.pathname === '/user/emails')) {
        const identity = tokens.get(req.headers.authorization?.replace(/^(Bearer|token) /i, '') ?? '');
        if (!identity) return json(res, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' });
        if (url.pathname === '/user/emails') return json(res, 200, identity.emails);
        return json(res, 200, {
          login: identity.login,
          id: identity.id,
          node_id: b64url(`04:User${identity.id}`),
          avatar_url: `https://avatars.githubusercontent.com/u/${identity.id}?v=4`,
          html_url: `https://github.com/${identity.login}`,
          type: 'User',
          site_admin: false,
          name: identity.name,
          company: null,
          blog: '',
          location: null,
          email: identity.email,
          bio: null,
          public_repos: 0,
          followers: 0,
          following: 0,
          created_at: '2020-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
        });
      }
      json(res, 404, { error: 'not_found' });
    } catch (error) {
      json(res, 500, { error: String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/**
 * Sends fetches for Google's and GitHub's OAuth hosts to the fake (other URLs go out unchanged).
 * Returns the routed fetch and a function that restores the original global fetch.
 */
export function routeOAuthFetch(fake: FakeOAuth): { fetch: typeof fetch; restore(): void } {
  const original = globalThis.fetch;
  const routed: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!(OAUTH_HOSTS as readonly string[]).includes(url.hostname)) return original(request);
    const headers = new Headers(request.headers);
    headers.set('x-fake-host', url.hostname);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return original(`${fake.baseUrl}${url.pathname}${url.search}`, { method: request.method, headers, body, redirect: init?.redirect ?? request.redirect });
  };
  globalThis.fetch = routed;
  return {
    fetch: routed,
    restore() {
      globalThis.fetch = original;
    },
  };
}

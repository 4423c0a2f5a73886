/**
 * The cookie page lists what the code sets. better-auth's names follow its
 * options; every place in the source that writes a cookie is known, so a new cookie writer fails
 * here until it is added to the inventory (cookie-inventory.ts) and to KNOWN_WRITERS below.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BetterAuthOptions } from 'better-auth';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_COOKIE } from '../../../shared/browser-storage';
import { cookieInventory } from './cookie-inventory';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** Source files allowed to write cookies, with the inventory purpose each one writes. */
const KNOWN_WRITERS: Record<string, string> = {
  'src/web/components/ui/sidebar.tsx': 'sidebar',
};

/** Code that writes a cookie: the DOM API, Hono's cookie helpers, or a Set-Cookie header. */
const COOKIE_WRITE = /document\.cookie\s*=|\bset(Signed)?Cookie\s*\(|\bdeleteCookie\s*\(|['"`]set-cookie['"`]\s*[,)]/i;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const base: BetterAuthOptions = { baseURL: 'http://localhost:3000', session: { expiresIn: 7 * 24 * 3600 }, plugins: [] };

describe('cookie inventory', () => {
  it("names better-auth's session cookies as better-auth builds them, with the session's lifetime", () => {
    const list = cookieInventory(base);
    expect(list.map((c) => c.name)).toEqual(['better-auth.session_token', 'better-auth.dont_remember', SIDEBAR_COOKIE.name]);
    expect(list[0]).toMatchObject({ purpose: 'session', maxAgeSeconds: 604_800, httpOnly: true, setBy: 'server' });
    expect(list[1]).toMatchObject({ purpose: 'dontRemember', maxAgeSeconds: null });
    expect(list[2]).toMatchObject({ purpose: 'sidebar', maxAgeSeconds: 604_800, httpOnly: false, setBy: 'browser' });
  });

  it('uses the __Secure- names under https and a configured prefix', () => {
    const names = cookieInventory({ ...base, baseURL: 'https://vitrine.example', advanced: { cookiePrefix: 'vt' } }).map((c) => c.name);
    expect(names).toContain('__Secure-vt.session_token');
    expect(names).toContain('__Secure-vt.dont_remember');
  });

  it('lists the cookies of optional features only when they are on', () => {
    const on = cookieInventory({
      ...base,
      session: { expiresIn: 3600, cookieCache: { enabled: true, maxAge: 120 } },
      account: { storeAccountCookie: true },
      socialProviders: { github: { clientId: 'id', clientSecret: 'secret' } },
      plugins: [{ id: 'admin' }],
    });
    expect(on.map((c) => c.purpose)).toEqual(['session', 'dontRemember', 'sessionCache', 'accountCache', 'oauthState', 'impersonation', 'sidebar']);
    expect(on.find((c) => c.purpose === 'sessionCache')).toMatchObject({ name: 'better-auth.session_data', maxAgeSeconds: 120 });
    expect(on.find((c) => c.purpose === 'oauthState')).toMatchObject({ name: 'better-auth.state', maxAgeSeconds: 300 });
    expect(on.find((c) => c.purpose === 'impersonation')).toMatchObject({ name: 'better-auth.admin_session', maxAgeSeconds: 3600 });
  });

  it('knows every file that writes a cookie (add a new cookie to cookie-inventory.ts and here)', () => {
    const writers = [...sourceFiles('src/web'), ...sourceFiles('src/server'), ...sourceFiles('src/shared')]
      .filter((file) => COOKIE_WRITE.test(fs.readFileSync(path.join(root, file), 'utf8')))
      .sort();
    expect(writers).toEqual(Object.keys(KNOWN_WRITERS).sort());
  });

  it('the sidebar writes its cookie under the listed name and lifetime', () => {
    const text = fs.readFileSync(path.join(root, 'src/web/components/ui/sidebar.tsx'), 'utf8');
    expect(text).toMatch(/SIDEBAR_COOKIE_NAME = SIDEBAR_COOKIE\.name/);
    expect(text).toMatch(/SIDEBAR_COOKIE_MAX_AGE = SIDEBAR_COOKIE\.maxAgeSeconds/);
    expect(text).toMatch(/document\.cookie = `\$\{SIDEBAR_COOKIE_NAME\}=\$\{next\}; path=\/; max-age=\$\{SIDEBAR_COOKIE_MAX_AGE\}/);
  });
});

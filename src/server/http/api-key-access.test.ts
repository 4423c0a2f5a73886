import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../routes/api-v1';
import { API_KEY_ROUTES, routeAccess } from './api-key-access';

describe('routes open to API keys', () => {
  it('each names an operation of the API document', () => {
    const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, unknown>> };
    for (const route of Object.keys(API_KEY_ROUTES)) {
      const [method, path] = route.split(' ') as [string, string];
      if (path === '/openapi.json') continue;
      expect(doc.paths[path]?.[method.toLowerCase()], route).toBeDefined();
    }
  });

  it('never include the admin, billing changes, account deletion, exports, sessions, profile or key management', () => {
    for (const route of Object.keys(API_KEY_ROUTES)) {
      expect(route).not.toMatch(/ \/(admin|api-keys|me\/(sessions|deletion|exports|profile|avatar|privacy|notifications)|account|support|billing\/)/);
      expect(route).not.toMatch(/^(POST|PUT|DELETE) \/billing/);
    }
  });

  it('match concrete paths by template, HEAD as GET, and nothing else', () => {
    expect(routeAccess('GET', '/images/0b4f/file')).toBe('read');
    expect(routeAccess('HEAD', '/videos/0b4f/file')).toBe('read');
    expect(routeAccess('POST', '/generations')).toBe('generate');
    expect(routeAccess('POST', '/generations/')).toBe('generate');
    expect(routeAccess('GET', '/images/0b4f/file/extra')).toBeNull();
    expect(routeAccess('GET', '/admin/users')).toBeNull();
    expect(routeAccess('DELETE', '/me/sessions/abc')).toBeNull();
    expect(routeAccess('GET', '/plans')).toBe('public');
  });
});

/** Signed link tokens: purpose, expiry and signature are all checked. */
import { describe, expect, it } from 'vitest';
import { createSignedToken, verifySignedToken } from './signed-tokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = new Date('2026-11-10T12:00:00Z');

describe('signed tokens', () => {
  it('round-trips subject, data and expiry', () => {
    const token = createSignedToken(SECRET, { purpose: 'unsubscribe', subject: 'user-1', ttlSeconds: 3600, data: { category: 'marketing' } }, NOW);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const claims = verifySignedToken(SECRET, token, 'unsubscribe', NOW);
    expect(claims).toEqual({ purpose: 'unsubscribe', subject: 'user-1', expiresAt: new Date('2026-11-10T13:00:00Z'), data: { category: 'marketing' } });
  });

  it('refuses an expired token', () => {
    const token = createSignedToken(SECRET, { purpose: 'export-download', subject: 'e1', ttlSeconds: 60 }, NOW);
    expect(verifySignedToken(SECRET, token, 'export-download', new Date(NOW.getTime() + 59_000))).not.toBeNull();
    expect(verifySignedToken(SECRET, token, 'export-download', new Date(NOW.getTime() + 60_000))).toBeNull();
  });

  it('refuses a token made for another purpose or under another secret', () => {
    const token = createSignedToken(SECRET, { purpose: 'unsubscribe', subject: 'user-1', ttlSeconds: 3600 }, NOW);
    expect(verifySignedToken(SECRET, token, 'account-deletion', NOW)).toBeNull();
    expect(verifySignedToken(`${SECRET}-other`, token, 'unsubscribe', NOW)).toBeNull();
  });

  it('refuses a payload changed after signing, and garbage', () => {
    const token = createSignedToken(SECRET, { purpose: 'unsubscribe', subject: 'user-1', ttlSeconds: 3600 }, NOW);
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ p: 'unsubscribe', s: 'user-2', e: Math.floor(NOW.getTime() / 1000) + 3600 })).toString('base64url');
    expect(verifySignedToken(SECRET, `${forged}.${signature}`, 'unsubscribe', NOW)).toBeNull();
    for (const bad of ['', 'abc', 'a.b.c', `${token}x`, `${token.split('.')[0]}.`, 'x'.repeat(5000), null, undefined]) {
      expect(verifySignedToken(SECRET, bad, 'unsubscribe', NOW)).toBeNull();
    }
  });
});

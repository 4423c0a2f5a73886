import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../shared/api-errors';
import { DOMAIN_ERROR_HTTP } from './domain-errors';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `new AppError(status, 'code', …)` literals in the server's sources (tests excluded). */
function appErrorLiterals(): { code: string; status: number; file: string }[] {
  const found: { code: string; status: number; file: string }[] = [];
  for (const file of fs.readdirSync(serverDir, { recursive: true }).map(String)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = fs.readFileSync(path.join(serverDir, file), 'utf8');
    for (const m of text.matchAll(/new AppError\((\d{3}), '([a-z_]+)'/g)) found.push({ status: Number(m[1]), code: m[2]!, file });
  }
  return found;
}

describe('the list of API error codes', () => {
  const listed = new Map(API_ERRORS.map((e) => [e.code, e.status]));

  it('holds every code the server answers, with its status, once', () => {
    expect(new Set(API_ERRORS.map((e) => e.code)).size).toBe(API_ERRORS.length);
    for (const { code, status } of Object.values(DOMAIN_ERROR_HTTP)) expect(listed.get(code), code).toBe(status);
    const literals = appErrorLiterals();
    expect(literals.length).toBeGreaterThan(20);
    for (const { code, status, file } of literals) expect(listed.get(code), `${code} in ${file}`).toBe(status);
  });
});

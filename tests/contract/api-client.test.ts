/**
 * The web app's API types are generated from the OpenAPI document: the committed
 * src/web/lib/api-schema.ts must equal a fresh generation, and every response body the document
 * names comes from a contract in src/shared/contracts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_SCHEMA_FILE, generateApiSchema, generateSdkSchema, SDK_SCHEMA_FILE } from '../../scripts/api-client-codegen';
import { openApiDocument } from '../../src/server/routes/api-v1';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('generated API client', () => {
  it('is up to date with the route definitions (run `npm run api:client` when this fails)', async () => {
    const committed = fs.readFileSync(path.join(root, API_SCHEMA_FILE), 'utf8');
    expect(committed === (await generateApiSchema())).toBe(true);
  });

  it('the SDK\'s types are up to date too (run `npm run api:client` when this fails)', async () => {
    const committed = fs.readFileSync(path.join(root, SDK_SCHEMA_FILE), 'utf8');
    expect(committed === (await generateSdkSchema())).toBe(true);
    // The SDK's version is the API's.
    const sdk = JSON.parse(fs.readFileSync(path.join(root, 'sdk/package.json'), 'utf8')) as { version: string };
    expect(sdk.version).toBe((openApiDocument().info as { version: string }).version);
  });

  it('names the main shapes of every area as components', () => {
    const names = Object.keys(openApiDocument().components?.schemas ?? {});
    for (const name of ['Error', 'Me', 'Preferences', 'UserStats', 'SourceImage', 'Scenario', 'Generation', 'LibraryItem', 'LibraryPage', 'Video', 'VideoPage', 'Plan', 'BillingSummary', 'CreditTransactions', 'TestCheckout', 'TestPortal', 'ProviderHealth']) {
      expect(names, name).toContain(name);
    }
  });

  it('server route files take their schemas from src/shared/contracts and never import the database layer', () => {
    const routesDir = path.join(root, 'src/server/routes');
    const files = fs.readdirSync(routesDir, { recursive: true }).map(String).filter((f) => f.endsWith('.routes.ts'));
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const file of files) {
      const text = fs.readFileSync(path.join(routesDir, file), 'utf8');
      expect(text, file).not.toMatch(/from '\.\.\/\.\.\/db\//);
      expect(text, file).not.toMatch(/\.openapi\('/);
    }
  });
});

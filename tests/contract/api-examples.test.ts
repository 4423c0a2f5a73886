/**
 * The OpenAPI document's examples (src/server/routes/openapi-examples.json, recorded from a real
 * run): every operation open to API keys that answers or takes JSON shows one, and every example
 * still matches its operation's schema (ajv, JSON Schema 2020-12). When this fails after a contract
 * change, record them again: `RECORD_API_EXAMPLES=1 npx vitest run tests/integration/api-examples.test.ts`.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { API_KEY_ROUTES } from '../../src/server/http/api-key-access';
import { openApiDocument } from '../../src/server/routes/api-v1';
import { recordedExamples } from '../../src/server/routes/openapi-examples';

type Content = Record<string, { schema?: unknown; example?: unknown }>;
type Operation = { requestBody?: { content?: Content }; responses: Record<string, { content?: Content }> };

const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'vitrine', components: doc.components }, 'vitrine');
const resolved = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"vitrine#/components/')) as object;

describe('API examples', () => {
  it('every route open to keys that answers JSON, and the key routes, show an example of a real call', () => {
    const routes = [...Object.keys(API_KEY_ROUTES), 'POST /api-keys', 'GET /api-keys'];
    const missing: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = doc.paths[path]?.[method.toLowerCase()];
      if (!operation) continue;
      // Routes whose answer is a file (an image, a zip, a video) have nothing to show as JSON.
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
      if (!success?.[1].content?.['application/json']) continue;
      // The example may be an error: an edit with the built-in renderer answers 409 edit_unavailable.
      if (!Object.values(operation.responses).some((r) => r.content?.['application/json']?.example !== undefined)) missing.push(route);
    }
    expect(missing).toEqual([]);
  });

  it('every route open to keys names its security and the errors any route may answer', () => {
    for (const [route, access] of Object.entries(API_KEY_ROUTES)) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = doc.paths[path]?.[method.toLowerCase()] as (Operation & { security?: unknown }) | undefined;
      if (!operation) continue;
      expect(Object.keys(operation.responses), route).toEqual(expect.arrayContaining(['401', '429', '500']));
      if (access === 'public') expect(operation.security, route).toBeUndefined();
      else expect(operation.security, route).toEqual([{ cookieAuth: [] }, { bearerAuth: [access] }]);
    }
  });

  it('every example matches the schema of its request and answer', () => {
    const examples = Object.entries(recordedExamples());
    expect(examples.length).toBeGreaterThanOrEqual(30);
    for (const [route, example] of examples) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = doc.paths[path]?.[method.toLowerCase()];
      expect(operation, route).toBeDefined();
      const answer = operation!.responses[String(example.status)]?.content?.['application/json']?.schema;
      expect(answer, `${route} documents ${example.status}`).toBeDefined();
      expect(ajv.validate(resolved(answer), example.response), `${route}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
      if (example.request !== undefined) {
        const request = operation!.requestBody?.content?.['application/json']?.schema;
        expect(request, `${route} takes JSON`).toBeDefined();
        expect(ajv.validate(resolved(request), example.request), `${route} request: ${ajv.errorsText(ajv.errors)}`).toBe(true);
      }
    }
    // No secret of the recording run is kept: keys and signing secrets are placeholders.
    const text = JSON.stringify(recordedExamples());
    expect(text.match(/vtr_live_[A-Za-z0-9]{43}/g)?.every((k) => /^vtr_live_X{43}$/.test(k)) ?? true).toBe(true);
    expect(text.match(/whsec_[A-Za-z0-9+/]{43}=/g)?.every((s) => s === `whsec_${'A'.repeat(43)}=`) ?? true).toBe(true);
  });
});

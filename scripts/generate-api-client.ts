/**
 * `npm run api:client`: writes src/web/lib/api-schema.ts and the SDK's sdk/src/schema.ts from the
 * current route definitions.
 * Commit the result; tests/integration/api-client.test.ts fails when the file is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_SCHEMA_FILE, generateApiSchema, generateSdkSchema, SDK_SCHEMA_FILE } from './api-client-codegen';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const [file, source] of [
  [API_SCHEMA_FILE, await generateApiSchema()],
  [SDK_SCHEMA_FILE, await generateSdkSchema()],
] as const) {
  const target = path.join(root, file);
  const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  fs.writeFileSync(target, source);
  console.log(before === source ? `${file} is up to date.` : `Wrote ${file} (${source.split('\n').length} lines).`);
}

/**
 * `npm run api:client`: writes src/web/lib/api-schema.ts from the current route definitions.
 * Commit the result; tests/integration/api-client.test.ts fails when the file is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_SCHEMA_FILE, generateApiSchema } from './api-client-codegen';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, API_SCHEMA_FILE);
const source = await generateApiSchema();
const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
fs.writeFileSync(target, source);
console.log(before === source ? `${API_SCHEMA_FILE} is up to date.` : `Wrote ${API_SCHEMA_FILE} (${source.split('\n').length} lines).`);

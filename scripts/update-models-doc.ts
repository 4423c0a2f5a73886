/**
 * `npm run docs:models`: rewrites the models table of docs/providers.md from the model catalogue
 * (src/server/providers/ai/model-catalog.ts). Prints whether the doc changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODELS_DOC, withModelsTable } from '../src/server/providers/ai/models-doc';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', MODELS_DOC);
const before = fs.readFileSync(file, 'utf8');
const after = withModelsTable(before);
if (after === before) console.log(`${MODELS_DOC}: the models table is up to date.`);
else {
  fs.writeFileSync(file, after);
  console.log(`${MODELS_DOC}: models table rewritten from the model catalogue.`);
}

/**
 * The models table of docs/providers.md, kept equal to the model catalogue (./model-catalog.ts):
 * `npm run docs:models` rewrites the text between the two markers, and a test fails while the doc
 * and the catalogue disagree.
 */
import { renderModelsTable } from './model-catalog';

/** The doc the table lives in, from the repository root. */
export const MODELS_DOC = 'docs/providers.md';
const BEGIN = /<!-- models:begin[^>]*-->\n/;
const END = '<!-- models:end -->';

/**
 * The doc with the generated table between its markers.
 * @throws Error when the doc lacks the markers.
 */
export function withModelsTable(doc: string): string {
  const begin = BEGIN.exec(doc);
  const end = doc.indexOf(END);
  if (!begin || end < begin.index) throw new Error(`${MODELS_DOC} has no '<!-- models:begin -->' ... '${END}' markers`);
  return `${doc.slice(0, begin.index + begin[0].length)}${renderModelsTable()}\n${doc.slice(end)}`;
}

/**
 * Reading a CSV of products (csv-parse 7): one product a row, with the columns title, sku,
 * image_url (one or several: in one cell separated by spaces or '|', or in several image columns),
 * features, audience, tags and description, named in English or in any of the interface's
 * languages (pt, fr, es, de), in any order; other columns are ignored.
 *
 * - Bytes: UTF-8, with or without a BOM; a file that is not valid UTF-8 is read as Windows-1252
 *   (what spreadsheet programs write for Latin languages).
 * - Delimiter: ',', ';' or a tab, the one the header line uses most; quoted fields may hold the
 *   delimiter, quotes ("") and line breaks.
 * - Limits: PRODUCT_CSV_LIMITS (5 MB, 1,000 rows). Each row is checked on its own and reported
 *   with the line it starts on (the header is line 1); a bad row never stops the good ones.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { PRODUCT_LIMITS } from '../../shared/contracts/products';
import { isStorableText, TEXT_LIMITS } from '../../shared/safe-text';
import { DomainError } from './domain-error';

/** Largest file and most rows one CSV may hold. */
export const PRODUCT_CSV_LIMITS = { bytes: 5 * 1024 * 1024, rows: 1000 } as const;

export const CSV_FIELDS = ['title', 'sku', 'image_url', 'features', 'audience', 'tags', 'description'] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

/** Header names of each field, normalised (lower case, no accents, '_' between words), in en, pt, fr, es and de. */
const HEADER_NAMES: Record<CsvField, readonly string[]> = {
  title: ['title', 'product_title', 'name', 'product', 'titulo', 'nome', 'produto', 'titre', 'nom', 'produit', 'nombre', 'producto', 'titel', 'name', 'produkt', 'produktname'],
  sku: ['sku', 'handle', 'ref', 'reference', 'code', 'codigo', 'referencia', 'artikelnummer', 'artikel_nr', 'art_nr'],
  image_url: ['image_url', 'image_urls', 'image', 'images', 'image_src', 'photo', 'photos', 'imagem', 'imagens', 'url_da_imagem', 'url_imagem', 'foto', 'fotos', 'url_de_l_image', 'imagen', 'imagenes', 'url_imagen', 'url_de_la_imagen', 'bild', 'bilder', 'bild_url', 'bild_urls'],
  features: ['features', 'caracteristicas', 'caracteristiques', 'merkmale', 'eigenschaften'],
  audience: ['audience', 'publico', 'publico_alvo', 'public', 'public_cible', 'cible', 'publico_objetivo', 'zielgruppe'],
  tags: ['tags', 'tag', 'etiquetas', 'etiquettes', 'mots_cles', 'palavras_chave', 'schlagworter', 'stichworter'],
  description: ['description', 'descricao', 'descripcion', 'beschreibung'],
};

/** A header cell, normalised: lower case, accents removed, words joined by '_', a trailing number dropped ('Image 2' -> 'image'). */
export function normaliseHeader(cell: string): string {
  return cell
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/_?\d+$/, '');
}

/** Why a row is skipped. */
export type CsvRowProblem = 'title_missing' | 'title_too_long' | 'text_too_long' | 'text_invalid' | 'image_missing' | 'image_url_invalid' | 'too_many_images' | 'too_many_tags' | 'sku_repeated';

export interface CsvProductRow {
  /** The line the row starts on (the header is line 1). */
  line: number;
  title: string;
  sku: string | null;
  imageUrls: string[];
  features: string;
  audience: string;
  tags: string[];
  description: string;
  /** Empty when the row can be imported. */
  problems: CsvRowProblem[];
}

export interface ParsedProductCsv {
  /** The header each field was read from. */
  columns: Partial<Record<CsvField, string>>;
  rows: CsvProductRow[];
}

/** The text of `bytes`: UTF-8 (a BOM dropped), else Windows-1252; line breaks as '\n'. */
export function decodeCsvText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // Line breaks as '\n' everywhere (quoted ones too): csv-parse counts a quoted '\r\n' as two
  // lines, which would put later rows on the wrong line.
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** ',', ';' or tab: the one the first line uses most outside quotes (',' when none). */
export function detectDelimiter(text: string): string {
  let firstLine = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === '\n' || ch === '\r')) break;
    if (!quoted) firstLine += ch;
  }
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}

/** Several photo addresses in one cell: separated by spaces or '|' (never ',', which image CDNs put in addresses). */
const URL_SPLIT = /[\s|]+/;

/** Checks one row's values; the problems found, none when it can be imported. */
function problemsOf(row: Omit<CsvProductRow, 'problems' | 'line'>): CsvRowProblem[] {
  const problems: CsvRowProblem[] = [];
  const texts = [row.title, row.sku ?? '', row.features, row.audience, row.description, ...row.tags];
  if (!texts.every(isStorableText)) problems.push('text_invalid');
  if (!row.title) problems.push('title_missing');
  else if (row.title.length > PRODUCT_LIMITS.title) problems.push('title_too_long');
  if ((row.sku?.length ?? 0) > PRODUCT_LIMITS.sku || row.features.length > TEXT_LIMITS.features || row.audience.length > TEXT_LIMITS.audience || row.description.length > PRODUCT_LIMITS.description || row.tags.some((t) => t.length > PRODUCT_LIMITS.tag)) {
    problems.push('text_too_long');
  }
  if (row.tags.length > PRODUCT_LIMITS.tags) problems.push('too_many_tags');
  if (row.imageUrls.length === 0) problems.push('image_missing');
  else if (row.imageUrls.length > PRODUCT_LIMITS.photos) problems.push('too_many_images');
  if (row.imageUrls.some((url) => !/^https?:\/\/[^\s/]+/i.test(url) || url.length > 2048)) problems.push('image_url_invalid');
  return problems;
}

/**
 * Reads a CSV of products.
 * Input: the file's bytes. Output: which header each field came from, and every row with its
 * line and its problems (none: it can be imported).
 * @throws DomainError 'csv_too_large' (over 5 MB), 'csv_empty', 'csv_column_missing' (`column`:
 *   title or image_url), 'csv_too_many_rows' (over 1,000: `max`, `count`), 'csv_unreadable' (a
 *   quote never closed: the `line`).
 */
export function parseProductCsv(bytes: Uint8Array): ParsedProductCsv {
  if (bytes.length > PRODUCT_CSV_LIMITS.bytes) throw new DomainError('csv_too_large', { max: 5 });
  const text = decodeCsvText(bytes);
  if (!text.trim()) throw new DomainError('csv_empty');
  let records: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    records = parse(text, { delimiter: detectDelimiter(text), info: true, relax_column_count: true, skip_empty_lines: true, trim: true, max_record_size: 1_000_000 }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw new DomainError('csv_unreadable', { line: (error as CsvError & { lines?: number }).lines ?? 0 });
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw new DomainError('csv_empty');
  const columns: Partial<Record<CsvField, string>> = {};
  const fieldOf: (CsvField | null)[] = header.record.map((cell) => {
    const name = normaliseHeader(cell);
    const field = CSV_FIELDS.find((f) => HEADER_NAMES[f].includes(name)) ?? null;
    if (field && !columns[field]) columns[field] = cell;
    return field;
  });
  if (!columns.title) throw new DomainError('csv_column_missing', { column: 'title' });
  if (!columns.image_url) throw new DomainError('csv_column_missing', { column: 'image_url' });
  if (body.length > PRODUCT_CSV_LIMITS.rows) throw new DomainError('csv_too_many_rows', { max: PRODUCT_CSV_LIMITS.rows, count: body.length });

  let previous = header.info;
  const rows = body.map(({ record, info }) => {
    // csv-parse tells the line a record ends on; it starts after the last one and the empty lines between.
    const line = previous.lines + 1 + (info.empty_lines - previous.empty_lines);
    previous = info;
    const values: Record<CsvField, string[]> = { title: [], sku: [], image_url: [], features: [], audience: [], tags: [], description: [] };
    record.forEach((cell, i) => {
      const field = fieldOf[i];
      if (field && cell) values[field].push(cell);
    });
    const one = (field: CsvField) => values[field][0] ?? '';
    const row = {
      title: one('title'),
      sku: one('sku') || null,
      imageUrls: [...new Set(values.image_url.flatMap((cell) => cell.split(URL_SPLIT)).filter(Boolean))],
      features: one('features'),
      audience: one('audience'),
      tags: [...new Set(values.tags.flatMap((cell) => cell.split(/[,;|]/)).map((tag) => tag.trim().toLowerCase()).filter(Boolean))],
      description: one('description'),
    };
    return { line, ...row, problems: problemsOf(row) };
  });
  // A SKU names one product: a later row with a SKU already used in the file is not imported over it.
  const skus = new Set<string>();
  for (const row of rows) {
    if (!row.sku) continue;
    const key = row.sku.toLowerCase();
    if (skus.has(key)) row.problems.push('sku_repeated');
    else if (row.problems.length === 0) skus.add(key);
  }
  return { columns, rows };
}

/**
 * Product imports: what a CSV would import, row by row, before anything is stored. The reading
 * rules are in ./product-csv.ts.
 */
import type { TFunction } from 'i18next';
import type { CsvPreview } from '../../shared/contracts/products';
import { parseProductCsv } from './product-csv';

/**
 * The preview of a CSV of products: the columns found, the counts, and every row with its line and
 * its problems in the reader's language (`t`).
 * @throws DomainError 'csv_too_large', 'csv_empty', 'csv_column_missing', 'csv_too_many_rows', 'csv_unreadable'.
 */
export function previewProductCsv(bytes: Uint8Array, t: TFunction): CsvPreview {
  const { columns, rows } = parseProductCsv(bytes);
  const valid = rows.filter((r) => r.problems.length === 0).length;
  return {
    columns,
    total: rows.length,
    valid,
    invalid: rows.length - valid,
    rows: rows.map((row) => ({
      line: row.line,
      title: row.title,
      sku: row.sku,
      imageUrls: row.imageUrls,
      tags: row.tags,
      problems: row.problems.map((code) => ({ code, message: t(`errors:csvRow.${code}`) })),
    })),
  };
}

/**
 * Import from a CSV: choose the file, see every row with its line and what is wrong with it (the
 * server reads it: columns in five languages, encodings, delimiters), then import the good rows;
 * bad rows are skipped and reported.
 */
import { AlertTriangle, FileSpreadsheet } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { type CsvPreview, importCsv, previewCsv } from './api';

export function CsvImport({ onStarted }: { onStarted: (importId: string) => void }) {
  const { t } = useTranslation('products');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setError(null);
    setBusy('preview');
    try {
      setPreview(await previewCsv(chosen));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('csv.failed'));
    } finally {
      setBusy(null);
    }
  };

  const start = async () => {
    if (!file) return;
    setBusy('import');
    setError(null);
    try {
      onStarted((await importCsv(file)).id);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('csv.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed p-5">
        <p className="text-sm text-muted-foreground">{t('csv.hint')}</p>
        <input ref={input} type="file" accept=".csv,text/csv" className="sr-only" data-testid="csv-file" onChange={(e) => void choose(e.target.files?.[0])} aria-label={t('csv.choose')} />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={busy !== null}>
          {busy === 'preview' ? <Spinner /> : <FileSpreadsheet aria-hidden />}
          {file ? t('csv.another') : t('csv.choose')}
        </Button>
        {file && <p className="text-sm font-medium">{file.name}</p>}
      </div>
      {error && (
        <Alert variant="destructive" data-testid="csv-error">
          <AlertTriangle aria-hidden />
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {preview && (
        <section className="space-y-3" aria-labelledby="csv-preview-title">
          <h3 id="csv-preview-title" className="font-medium" data-testid="csv-summary">
            {t('csv.summary', { total: preview.total, valid: preview.valid, invalid: preview.invalid })}
          </h3>
          <div className="max-h-[28rem] overflow-auto rounded-xl border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('csv.caption')}</caption>
              <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="p-2 font-medium">
                    {t('csv.line')}
                  </th>
                  <th scope="col" className="p-2 font-medium">
                    {t('csv.product')}
                  </th>
                  <th scope="col" className="p-2 font-medium">
                    {t('csv.photos')}
                  </th>
                  <th scope="col" className="p-2 font-medium">
                    {t('csv.status')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {preview.rows.map((row) => (
                  <tr key={row.line} className={row.problems.length ? 'bg-destructive/5' : undefined}>
                    <td className="p-2 align-top font-mono text-xs">{row.line}</td>
                    <td className="p-2 align-top">
                      <span className="block font-medium">{row.title || '—'}</span>
                      {row.sku && <span className="block font-mono text-xs text-muted-foreground">{row.sku}</span>}
                    </td>
                    <td className="p-2 align-top">{row.imageUrls.length}</td>
                    <td className="p-2 align-top">
                      {row.problems.length === 0 ? (
                        <span className="text-emerald-700 dark:text-emerald-400">{t('csv.ok')}</span>
                      ) : (
                        row.problems.map((p) => (
                          <span key={p.code} className="block text-destructive">
                            {p.message}
                          </span>
                        ))
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button onClick={() => void start()} disabled={busy !== null || preview.valid === 0} data-testid="csv-import">
            {busy === 'import' && <Spinner />}
            {t('csv.importCount', { count: preview.valid })}
          </Button>
        </section>
      )}
    </div>
  );
}

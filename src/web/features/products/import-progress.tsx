/**
 * An import as it runs: a progress bar, counts (imported, updated, failed, skipped), Cancel while
 * it works, and every product or row that did not import with its line (CSV) and why.
 */
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import { cancelImport, useImport } from './api';

export function ImportProgress({ id, onAnother }: { id: string; onAnother: () => void }) {
  const { t } = useTranslation('products');
  const job = useImport(id);
  const [cancelling, setCancelling] = useState(false);
  if (!job.data) {
    return (
      <div className="flex items-center gap-2 p-6 text-muted-foreground">
        <Spinner /> {t('importPage.loading')}
      </div>
    );
  }
  const d = job.data;
  const working = d.status === 'queued' || d.status === 'running';
  const problems = d.items.filter((i) => i.status === 'failed' || i.status === 'skipped');
  return (
    <section className="space-y-4" aria-labelledby="import-progress-title" data-testid="import-progress" data-status={d.status}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="import-progress-title" className="text-lg font-semibold">
            {working ? t('importPage.working', { name: d.sourceName ?? t(`sources.${d.source}`) }) : t(`importPage.ended.${d.status}`)}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="import-counts">
            {t('importPage.counts', { processed: d.processed, total: d.total, imported: d.imported, updated: d.updated, failed: d.failed, skipped: d.skipped })}
          </p>
        </div>
        <div className="flex gap-2">
          {working ? (
            <Button
              variant="outline"
              disabled={cancelling}
              onClick={() => {
                setCancelling(true);
                void cancelImport(d.id)
                  .catch(() => undefined)
                  .then(() => job.refetch())
                  .finally(() => setCancelling(false));
              }}
            >
              {cancelling ? <Spinner /> : <XCircle aria-hidden />}
              {t('importPage.cancel')}
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={onAnother}>
                {t('importPage.another')}
              </Button>
              <Button asChild>
                <Link to="/products">{t('importPage.viewProducts')}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
      <Progress value={(d.processed / Math.max(d.total, 1)) * 100} aria-label={t('importPage.progressLabel')} />
      {!working && problems.length === 0 && (
        <p className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-400">
          <CheckCircle2 className="size-4" aria-hidden /> {t('importPage.allGood')}
        </p>
      )}
      {problems.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">{t('importPage.problems', { count: problems.length })}</h3>
          <ul className="max-h-96 divide-y overflow-auto rounded-xl border bg-card text-sm" data-testid="import-problems">
            {problems.map((item) => (
              <li key={item.position} className="flex gap-3 p-3">
                <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">
                    {item.line != null ? t('importPage.line', { line: item.line }) : null}
                    {item.title}
                    {item.sku ? <span className="font-mono text-xs text-muted-foreground"> · {item.sku}</span> : null}
                  </span>
                  {item.errors.map((e, i) => (
                    <span key={i} className="block text-muted-foreground">
                      {e.message}
                    </span>
                  ))}
                  {item.url && <span className="block truncate font-mono text-xs text-muted-foreground">{item.url}</span>}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

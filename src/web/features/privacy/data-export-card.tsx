/**
 * 'Export your data' (the export is sent within 24 hours of the request): a request starts a job that emails a download link valid 7 days; one request a day. The card lists
 * the recent exports and their state.
 */
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { useExports, useRequestExport } from './api';

export function DataExportCard() {
  const { t, i18n } = useTranslation('privacy');
  const exports = useExports();
  const request = useRequestExport();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const nextAt = exports.data?.nextRequestAt ?? null;

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(t('export.requested')),
      onError: (e) => toast.error(e instanceof ApiError && e.message ? e.message : t('export.failed')),
    });

  return (
    <Card className="gap-5" data-testid="data-export">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Download className="size-5 text-muted-foreground" aria-hidden />
          {t('export.title')}
        </CardTitle>
        <CardDescription>{t('export.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button onClick={ask} disabled={request.isPending || !!nextAt}>
            {request.isPending && <Spinner className="size-4" />}
            {t('export.button')}
          </Button>
          {nextAt && <p className="text-sm text-muted-foreground">{t('export.nextAt', { date: date(nextAt) })}</p>}
        </div>
        {exports.data && exports.data.items.length > 0 && (
          <ul className="divide-y rounded-xl border">
            {exports.data.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span className="text-muted-foreground">{t('export.requestedOn', { date: date(item.requestedAt) })}</span>
                <span className="flex flex-wrap items-center gap-2">
                  {item.status === 'ready' && item.expiresAt && <span className="text-xs text-muted-foreground">{t('export.expiresOn', { date: date(item.expiresAt) })}</span>}
                  <Badge variant={item.status === 'ready' ? 'accent' : 'secondary'} data-testid="export-status">
                    {t(`export.status.${item.status}`)}
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

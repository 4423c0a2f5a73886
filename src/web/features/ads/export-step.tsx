/**
 * Step 6 of Ad Creatives: the set's price (2 credits, +1 per extra variant) against the balance,
 * Make, then progress and the creatives by variant and placement as they are made (flagged ones
 * with their report, failed ones with why and their refund), the zip download and a link to the
 * library.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Coins, Download, FolderOpen, Play, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AD_EXTRA_VARIANT_CREDITS, AD_SET_CREDITS, adSetCredits } from '@shared/ad-creatives';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import { imageFileUrl } from '@web/features/library/files';
import { useMe } from '@web/features/me/api';
import { ApiError } from '@web/lib/api';
import { type AdDesign, requestOf } from './ad-design';
import { adSetArchiveUrl, createAdSet, useAdSet } from './api';
import { CheckFlags } from './check-flags';

export function ExportStep({ design, setId, onSet, onRestart }: { design: AdDesign; setId: string | null; onSet: (id: string) => void; onRestart: () => void }) {
  const { t } = useTranslation('ads');
  const me = useMe();
  const queryClient = useQueryClient();
  const set = useAdSet(setId);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<{ message: string; credits: boolean } | null>(null);
  const request = requestOf(design);
  const cost = adSetCredits(request.variants.length);
  const balance = me.data?.creditsBalance ?? null;

  async function make() {
    setStarting(true);
    setError(null);
    try {
      const created = await createAdSet(request);
      onSet(created.id);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    } catch (e) {
      setError({ message: e instanceof ApiError ? e.message : String(e), credits: e instanceof ApiError && e.code === 'insufficient_credits' });
    } finally {
      setStarting(false);
    }
  }

  if (!setId || !set.data) {
    return (
      <div className="space-y-5">
        <header className="space-y-1">
          <h2 className="text-xl font-semibold tracking-tight">{t('export.heading')}</h2>
        </header>
        <div className="space-y-2 rounded-2xl border bg-card p-5 shadow-xs">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <Coins className="size-5 text-amber-500" aria-hidden />
            {t('export.cost', { count: cost })}
          </p>
          <p className="text-sm text-muted-foreground">{t('export.costDetail', { base: AD_SET_CREDITS, extra: AD_EXTRA_VARIANT_CREDITS })}</p>
          {balance !== null && <p className="text-sm">{t('export.balance', { count: balance })}</p>}
          <Button className="mt-2" onClick={() => void make()} disabled={starting || Boolean(setId) || (balance !== null && balance < cost)} data-testid="make-ad-set">
            {starting ? <Spinner className="size-4" /> : <Play className="size-4" aria-hidden />}
            {t('export.make')}
          </Button>
          {balance !== null && balance < cost && !error && <p className="text-sm text-destructive">{t('export.insufficient')}</p>}
        </div>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>
              {error.message}{' '}
              {error.credits && (
                <Link to="/pricing" className="font-medium underline underline-offset-4">
                  {t('export.buyCredits')}
                </Link>
              )}
            </AlertDescription>
          </Alert>
        )}
      </div>
    );
  }

  const s = set.data;
  const finished = ['succeeded', 'partial', 'failed'].includes(s.status);
  const done = s.creatives.filter((c) => c.status !== 'queued').length;
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold tracking-tight">{finished ? t('export.done') : t('export.making')}</h2>
        {finished && s.creatives.some((c) => c.imageId) && (
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <a href={adSetArchiveUrl(s.id)} download data-testid="ad-set-zip">
                <Download className="size-4" aria-hidden />
                {t('export.download')}
              </a>
            </Button>
            <Button asChild variant="outline">
              <Link to={design.product ? `/products/${design.product.productId}` : '/library'}>
                <FolderOpen className="size-4" aria-hidden />
                {t('export.openLibrary')}
              </Link>
            </Button>
            <Button variant="ghost" onClick={onRestart}>
              <RotateCcw className="size-4" aria-hidden />
              {t('export.newSet')}
            </Button>
          </div>
        )}
      </header>
      {!finished && (
        <div className="space-y-1">
          <Progress value={(100 * done) / Math.max(1, s.creatives.length)} />
          <p className="text-sm text-muted-foreground">{t('export.progress', { done, total: s.creatives.length })}</p>
        </div>
      )}
      {finished && <p className="text-xs text-muted-foreground">{t('export.zipHint')}</p>}
      {s.status === 'partial' && (
        <Alert>
          <AlertDescription>{t('export.partial')}</AlertDescription>
        </Alert>
      )}
      {s.status === 'failed' && (
        <Alert variant="destructive">
          <AlertDescription>{t('export.failed')}</AlertDescription>
        </Alert>
      )}
      {s.variants.map((v) => (
        <section key={v.name} className="space-y-3" aria-label={t('preview.variant', { name: v.name })}>
          <h3 className="font-medium">
            {t('preview.variant', { name: v.name })} · <span className="font-normal text-muted-foreground">{v.texts.headline}</span>
          </h3>
          <ul className="flex flex-wrap items-start gap-4">
            {s.creatives
              .filter((c) => c.variant === v.name)
              .map((c) => (
                <li key={c.id} className="flex flex-col gap-2 rounded-xl border bg-card p-3 shadow-xs" style={{ width: Math.min(300, Math.max(190, Math.round((c.width / Math.max(c.width, c.height)) * 300))) }}>
                  {c.imageId ? (
                    <a href={imageFileUrl(c.imageId)} target="_blank" rel="noreferrer">
                      <img src={imageFileUrl(c.imageId, { thumb: true })} alt={t('export.creativeAlt', { variant: c.variant, placement: t(`layout.names.${c.placement}`) })} className="w-full rounded-md border" />
                    </a>
                  ) : (
                    <span className="flex aspect-square w-full items-center justify-center rounded-md border bg-muted/40">{c.status === 'queued' ? <Spinner className="size-5" /> : null}</span>
                  )}
                  <p className="text-sm font-medium">
                    {t(`layout.names.${c.placement}`)}
                    <span className="ml-1 text-xs font-normal text-muted-foreground tabular-nums">
                      {c.width}×{c.height}
                    </span>
                  </p>
                  {c.status === 'failed' && <p className="text-xs text-destructive">{c.error}</p>}
                  {c.status === 'flagged' && <p className="text-xs font-medium">{t('export.flagged')}</p>}
                  {c.checks && c.status !== 'queued' && <CheckFlags checks={c.checks} />}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

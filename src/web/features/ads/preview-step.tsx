/**
 * Step 5 of Ad Creatives: free previews of every chosen size side by side, one variant at a time
 * (tabs A, B, C...), each with its check report. Drawn by the server at up to 480 px; nothing is
 * charged. On the Free plan, a note says the creatives carry a small mark.
 */
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AD_VARIANT_NAMES } from '@shared/ad-creatives';
import { PreviewStatus } from '@web/components/preview-status';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { type AdDesign, requestOf } from './ad-design';
import { previewAdSet } from './api';
import { CheckFlags } from './check-flags';

export function PreviewStep({ design, watermark }: { design: AdDesign; watermark: boolean }) {
  const { t } = useTranslation('ads');
  const [variant, setVariant] = useState(0);
  const request = requestOf(design);
  const preview = useQuery({
    queryKey: ['ad-preview', request, variant],
    queryFn: ({ signal }) => previewAdSet({ ...request, variant }, signal),
    retry: false,
    staleTime: Infinity,
  });
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold tracking-tight">{t('preview.heading')}</h2>
        <p className="text-sm text-muted-foreground">{t('preview.hint')}</p>
      </header>
      <div className="flex flex-wrap items-center gap-2">
        {request.variants.length > 1 &&
          request.variants.map((_, i) => (
            <Button key={i} size="sm" variant={variant === i ? 'default' : 'outline'} aria-pressed={variant === i} onClick={() => setVariant(i)}>
              {t('preview.variant', { name: AD_VARIANT_NAMES[i] })}
            </Button>
          ))}
        <Button size="sm" variant="ghost" onClick={() => void preview.refetch()} disabled={preview.isFetching}>
          <RefreshCw className="size-4" aria-hidden />
          {t('preview.refresh')}
        </Button>
      </div>
      {watermark && (
        <Alert>
          <AlertDescription>
            {t('preview.watermark')}{' '}
            <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('preview.upgrade')}
            </Link>
          </AlertDescription>
        </Alert>
      )}
      <PreviewStatus loading={preview.isFetching && !preview.data} error={preview.error} loadingText={t('preview.loading')} errorText={t('errors.load')}>
        <ul className="flex flex-wrap items-start gap-4" data-testid="ad-previews">
          {preview.data?.placements.map((p) => (
            <li key={p.placement} className="flex max-w-full flex-col gap-2 rounded-xl border bg-card p-3 shadow-xs" style={{ width: Math.min(320, Math.max(200, Math.round((p.width / Math.max(p.width, p.height)) * 320))) }}>
              <img src={p.image} alt={t('preview.alt', { placement: t(`layout.names.${p.placement}`), width: p.width, height: p.height })} className="w-full rounded-md border" />
              <p className="text-sm font-medium">
                {t(`layout.platforms.${p.placement.split('-')[0]}`)} · {t(`layout.names.${p.placement}`)}
                <span className="ml-1 text-xs font-normal text-muted-foreground tabular-nums">
                  {p.width}×{p.height}
                </span>
              </p>
              <CheckFlags checks={p.checks} />
            </li>
          ))}
        </ul>
      </PreviewStatus>
    </div>
  );
}

/**
 * Step 6 of Ad Creatives: the set's price (2 credits, +1 per extra variant) against the balance,
 * Make, then progress and the creatives by variant and placement as they are made (flagged ones
 * with their report, failed ones with why and their refund), the zip download and a link to the
 * library.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AD_EXTRA_VARIANT_CREDITS, AD_SET_CREDITS, adSetCredits } from '@shared/ad-creatives';
import { CostCard } from '@web/components/cost-card';
import { SetProgress } from '@web/components/set-progress';
import { Spinner } from '@web/components/ui/spinner';
import { imageFileUrl } from '@web/features/library/files';
import { useMe } from '@web/features/me/api';
import { type AdDesign, requestOf } from './ad-design';
import { adSetArchiveUrl, createAdSet, useAdSet } from './api';
import { CheckFlags } from './check-flags';

export function ExportStep({ design, setId, onSet, onRestart }: { design: AdDesign; setId: string | null; onSet: (id: string) => void; onRestart: () => void }) {
  const { t } = useTranslation('ads');
  const me = useMe();
  const queryClient = useQueryClient();
  const set = useAdSet(setId);
  const request = requestOf(design);
  const cost = adSetCredits(request.variants.length);
  const balance = me.data?.creditsBalance ?? null;

  if (!setId || !set.data) {
    return (
      <div className="space-y-5">
        <header className="space-y-1">
          <h2 className="text-xl font-semibold tracking-tight">{t('export.heading')}</h2>
        </header>
        <CostCard
          cost={cost}
          balance={balance}
          texts={{
            cost: t('export.cost', { count: cost }),
            detail: t('export.costDetail', { base: AD_SET_CREDITS, extra: AD_EXTRA_VARIANT_CREDITS }),
            balance: t('export.balance', { count: balance ?? 0 }),
            make: t('export.make'),
            insufficient: t('export.insufficient'),
            buyCredits: t('export.buyCredits'),
          }}
          onMake={async () => {
            const created = await createAdSet(request);
            onSet(created.id);
            void queryClient.invalidateQueries({ queryKey: ['me'] });
          }}
          disabled={Boolean(setId)}
          makeTestId="make-ad-set"
        />
      </div>
    );
  }

  const s = set.data;
  const done = s.creatives.filter((c) => c.status !== 'queued').length;
  return (
    <SetProgress
      status={s.status}
      done={done}
      total={s.creatives.length}
      downloadable={s.creatives.some((c) => c.imageId)}
      archiveUrl={adSetArchiveUrl(s.id)}
      archiveTestId="ad-set-zip"
      openTo={design.product ? `/products/${design.product.productId}` : '/library'}
      onRestart={onRestart}
      texts={{
        making: t('export.making'),
        done: t('export.done'),
        progress: t('export.progress', { done, total: s.creatives.length }),
        download: t('export.download'),
        zipHint: t('export.zipHint'),
        open: t('export.openLibrary'),
        newSet: t('export.newSet'),
        partial: t('export.partial'),
        failed: t('export.failed'),
      }}
    >
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
    </SetProgress>
  );
}

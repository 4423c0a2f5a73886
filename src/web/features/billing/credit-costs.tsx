/**
 * What credits buy, on the pricing page (docs/decisions/004):
 * one row per image quality with its price per image, one for a video, and a worked example. The
 * numbers come from the plans data (IMAGE_CREDITS_BY_QUALITY, VIDEO_CREDITS), the same table the
 * server reserves from, so the page cannot promise a price the server does not charge.
 */
import { Clapperboard, Coins, ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QUALITIES } from '@shared/catalog';
import { IMAGE_CREDITS_BY_QUALITY, imageCost, VIDEO_CREDITS } from '@shared/plans';
import { cn } from '@web/lib/utils';

/** The credit price list: a table of image qualities and the video, with an example. */
export function CreditCosts({ className }: { className?: string }) {
  const { t } = useTranslation('billing');
  const rows = [
    ...QUALITIES.map((q) => ({
      key: `image-${q}`,
      icon: ImageIcon,
      label: t('costs.image', { quality: t(`costs.qualities.${q}`) }),
      price: t('costs.perImage', { count: IMAGE_CREDITS_BY_QUALITY[q] }),
      credits: IMAGE_CREDITS_BY_QUALITY[q],
    })),
    { key: 'video', icon: Clapperboard, label: t('costs.video'), price: t('costs.perVideo', { count: VIDEO_CREDITS }), credits: VIDEO_CREDITS },
  ];
  return (
    <section className={cn('grid gap-6 rounded-2xl border bg-card/70 p-5 sm:p-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center', className)} aria-labelledby="credit-costs-title">
      <div className="space-y-2">
        <span className="flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Coins className="size-5" aria-hidden />
        </span>
        <h2 id="credit-costs-title" className="text-lg font-semibold">{t('costs.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('costs.description')}</p>
        <p className="text-sm font-medium" data-testid="credit-costs-example">{t('costs.example', { total: imageCost('high', 3) })}</p>
      </div>
      <table className="w-full text-sm" data-testid="credit-costs">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('costs.item')}</th>
            <th scope="col">{t('costs.price')}</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.key} data-testid={`credit-cost-${row.key}`}>
              <th scope="row" className="py-2.5 pr-3 text-left font-medium">
                <span className="flex items-center gap-2">
                  <row.icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  {row.label}
                </span>
              </th>
              <td className="py-2.5 text-right">
                <span className="inline-flex items-center gap-2">
                  <span className="flex gap-0.5" aria-hidden>
                    {Array.from({ length: row.credits }, (_, i) => (
                      <span key={i} className="size-1.5 rounded-full bg-primary/70" />
                    ))}
                  </span>
                  <span className="font-semibold tabular-nums">{row.price}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

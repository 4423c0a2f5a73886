/**
 * How a generated image kept its product, for admins (the fidelity score is stored per image and
 * shown to admins only): 'Product locked' when the product's own pixels were composited back, else the
 * fidelity score against the threshold (flagged when under it), else nothing (the local renderer keeps
 * the product itself: no lock, no score). Scores and threshold come from GET /admin/users/{id}.
 */
import { TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from './api';
import { useAdminFormat } from './format';
import { StatePill } from './parts';

type AdminGeneration = AdminUserDetail['generations'][number];
type AdminGenerationImage = AdminGeneration['images'][number];

/** Whether an image has anything to show: locked, or scored by the fidelity check. */
export function hasFidelityInfo(image: Pick<AdminGenerationImage, 'productLocked' | 'fidelityScore'>): boolean {
  return image.productLocked || image.fidelityScore != null;
}

/**
 * One image's product pill. `threshold` is 0..1 (FIDELITY_THRESHOLD on the server); a score under it
 * shows in the destructive tone with a warning icon and the words 'Under the threshold'.
 * Renders nothing for an image neither locked nor scored.
 */
export function ImageFidelity({ image, threshold }: { image: Pick<AdminGenerationImage, 'productLocked' | 'fidelityScore'>; threshold: number }) {
  const { t } = useTranslation('admin');
  const { locale } = useAdminFormat();
  const two = useMemo(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), [locale]);
  if (image.productLocked) {
    return (
      <span data-testid="image-fidelity" data-state="locked">
        <StatePill tone="ok">{t('user.generations.productLocked')}</StatePill>
      </span>
    );
  }
  if (image.fidelityScore == null) return null;
  const under = image.fidelityScore < threshold;
  // Inline with cloned box decoration: on a phone the pill breaks before '· Under the threshold' into two
  // pills that hug their text, instead of running off the page.
  return (
    <span data-testid="image-fidelity" data-state={under ? 'under' : 'above'} className="min-w-0 leading-6">
      <StatePill tone={under ? 'bad' : 'muted'} className="inline whitespace-normal [-webkit-box-decoration-break:clone] [box-decoration-break:clone]">
        <span className="whitespace-nowrap">
          {under ? <TriangleAlert className="mr-1 inline size-3 align-[-0.125em]" aria-hidden /> : null}
          {t('user.generations.fidelity', { score: two.format(image.fidelityScore), threshold: two.format(threshold) })}
        </span>
        {under ? (
          <>
            {' '}
            <span className="whitespace-nowrap">· {t('user.generations.underThreshold')}</span>
          </>
        ) : null}
      </StatePill>
    </span>
  );
}

/**
 * A generation's images with their product pills (only the images that have one), and how many images
 * were refunded because the product changed too much (`fidelityRefunds`, shown when non-zero).
 */
export function GenerationFidelity({ generation, threshold }: { generation: Pick<AdminGeneration, 'images' | 'fidelityRefunds'>; threshold: number }) {
  const { t } = useTranslation('admin');
  const shown = generation.images.filter(hasFidelityInfo);
  if (shown.length === 0 && generation.fidelityRefunds === 0) return null;
  return (
    <div className="mt-1 space-y-1">
      {shown.length > 0 ? (
        <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label={t('user.generations.images')}>
          {shown.map((image) => (
            <li key={image.id} className="flex max-w-full min-w-0 items-center gap-1.5 text-xs">
              <span className="shrink-0 whitespace-nowrap text-muted-foreground">{t('user.generations.image', { n: image.position + 1 })}</span>
              <ImageFidelity image={image} threshold={threshold} />
            </li>
          ))}
        </ul>
      ) : null}
      {generation.fidelityRefunds > 0 ? (
        <p className="text-xs text-amber-800 dark:text-amber-300" data-testid="fidelity-refunds">
          {t('user.generations.fidelityRefunds', { count: generation.fidelityRefunds })}
        </p>
      ) : null}
    </div>
  );
}

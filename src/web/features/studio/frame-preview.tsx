/**
 * A sketch of every packshot's layout: the frame at the StudioSpec's proportions, its
 * background (a checkerboard for transparent), the area the product's box fills, and the shadow.
 * It shows the StudioSpec's numbers, not a render: the packshots themselves are made on the server.
 */
import { useTranslation } from 'react-i18next';
import type { StudioSpec } from '@shared/studio-presets';
import { CHECKERBOARD } from '@web/features/create/checkerboard';
import { cn } from '@web/lib/utils';

/** The layout sketch of `spec` (a square product stands for any shape). */
export function FramePreview({ spec }: { spec: StudioSpec }) {
  const { t } = useTranslation('studio');
  const transparent = spec.background === 'transparent';
  // A square product: it fills the share of the smaller side; the margin there is kept by 'top' and 'bottom'.
  const small = Math.min(spec.width, spec.height);
  const side = spec.fill * small;
  const margin = ((1 - spec.fill) / 2) * small;
  const topPx = spec.alignment === 'bottom' ? spec.height - margin - side : spec.alignment === 'top' ? margin : (spec.height - side) / 2;
  const w = (side / spec.width) * 100;
  const h = (side / spec.height) * 100;
  const top = (topPx / spec.height) * 100;
  return (
    <figure className="flex flex-col items-center gap-2" aria-label={t('preview.label')} data-testid="frame-preview">
      <div
        className={cn('relative w-full max-w-56 overflow-hidden rounded-lg border shadow-sm', transparent && CHECKERBOARD)}
        style={{ aspectRatio: `${spec.width} / ${spec.height}`, backgroundColor: transparent ? undefined : spec.background }}
      >
        <div className="absolute" style={{ left: `${(100 - w) / 2}%`, top: `${top}%`, width: `${w}%`, height: `${h}%` }}>
          {spec.shadow !== 'none' && (
            <span
              aria-hidden
              className={cn(
                'absolute left-1/2 -translate-x-1/2 rounded-[50%]',
                spec.shadow === 'contact' && 'bottom-[-3%] h-[7%] w-[70%] bg-black/25 blur-[3px]',
                spec.shadow === 'soft_drop' && 'bottom-[-6%] h-[20%] w-[80%] translate-x-[-46%] bg-black/20 blur-md',
                spec.shadow === 'reflection' && 'bottom-[-30%] h-[28%] w-[80%] rounded-md bg-gradient-to-b from-black/15 to-transparent',
              )}
            />
          )}
          <span className="relative flex size-full items-center justify-center rounded-md border-2 border-dashed border-primary/60 bg-primary/5 text-[10px] font-medium text-primary">
            {t('preview.product')}
          </span>
        </div>
      </div>
      <figcaption className="text-center text-xs text-muted-foreground tabular-nums">
        {t('frame', { width: spec.width, height: spec.height, format: spec.format.toUpperCase() })}
        <br />
        {t('preview.fill', { value: Math.round(spec.fill * 100) })}
      </figcaption>
    </figure>
  );
}

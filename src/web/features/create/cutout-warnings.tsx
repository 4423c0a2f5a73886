/**
 * What a seller should know about a cut-out before paying: one translated message
 * per warning code, with what to do about it.
 */
import { AlertTriangle, Boxes, Crop, Layers, Minimize2, ScanLine, SearchCheck, ZoomIn } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { RENDER_LONG_SIDE_PX } from '@shared/catalog';
import type { CutoutWarning } from './use-cutout';

/** Long side of a photo that gives sharp output images (a little under the output size is fine). */
export const RECOMMENDED_LONG_SIDE_PX = 1500;

const ICONS: Record<CutoutWarning, ComponentType<SVGProps<SVGSVGElement>>> = {
  uncertain_edges: ScanLine,
  several_objects: Layers,
  objects_kept: Boxes,
  touches_frame: Crop,
  check_leftovers: SearchCheck,
  small_product: Minimize2,
  too_small: ZoomIn,
};

export type CutoutWarningsProps = {
  warnings: readonly CutoutWarning[];
  /** The photo's size, quoted by the 'too small' warning. */
  width: number;
  height: number;
  /** Separate objects kept as the product, quoted by the 'objects kept' warning when known. */
  objectCount?: number | null;
};

/** A list of warnings (nothing when there are none). */
export function CutoutWarnings({ warnings, width, height, objectCount = null }: CutoutWarningsProps) {
  const { t, i18n } = useTranslation('create');
  // A code this version of the app does not know yet is left out rather than shown as a key.
  const known = warnings.filter((code) => i18n.exists(`cutout.warnings.${code}`, { ns: 'create' }));
  if (known.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={t('cutout.warningsLabel')}>
      {known.map((code) => {
        const Icon = ICONS[code] ?? AlertTriangle;
        return (
          <li
            key={code}
            data-testid={`cutout-warning-${code}`}
            className="flex gap-2.5 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2.5 text-sm leading-snug"
          >
            <Icon className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
            <span>
              {code === 'objects_kept' && objectCount !== null
                ? t('cutout.objectsKeptCount', { count: objectCount })
                : t(`cutout.warnings.${code}`, {
                    width,
                    height,
                    output: RENDER_LONG_SIDE_PX,
                    recommended: RECOMMENDED_LONG_SIDE_PX,
                  })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

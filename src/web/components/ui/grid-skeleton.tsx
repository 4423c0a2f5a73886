/** Placeholder tiles shown while a grid of images or videos loads. */
import { cn } from '@web/lib/utils';

/**
 * `count` pulsing tiles in a list styled by `className`, each with a media area of `aspect`
 * ('aspect-square', 'aspect-video') and, unless `caption` is false, two caption lines under it.
 * `tileClassName` adds classes to one tile by its index (e.g. hide some on phones); `label` names the
 * busy list for assistive technology.
 */
export function GridSkeleton({
  count,
  aspect,
  label,
  className,
  caption = true,
  tileClassName,
}: {
  count: number;
  aspect: string;
  label?: string;
  className: string;
  caption?: boolean;
  tileClassName?: (index: number) => string | undefined;
}) {
  return (
    <ul className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) =>
        caption ? (
          <li key={i} className={cn('overflow-hidden rounded-xl border bg-card', tileClassName?.(i))}>
            <div className={cn(aspect, 'animate-pulse bg-muted')} />
            <div className="space-y-1.5 p-3">
              <div className="h-3 w-3/4 animate-pulse rounded bg-muted" />
              <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
            </div>
          </li>
        ) : (
          <li key={i} className={cn(aspect, 'animate-pulse rounded-xl bg-muted', tileClassName?.(i))} />
        ),
      )}
    </ul>
  );
}

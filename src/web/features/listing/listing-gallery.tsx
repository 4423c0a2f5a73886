/**
 * A listing's images as a marketplace shows them: one large image and a strip of numbered
 * thumbnails (a column beside it on wide screens, a row under it on phones). The chosen image's
 * name, size, checks and alt text sit under it; `onImageClick` receives where on the image the
 * user clicked, as fractions of it (to move an infographic's point).
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/utils';

export interface GalleryImage {
  key: string;
  kind: string;
  src: string | null;
  width: number;
  height: number;
  alt: string;
  below?: ReactNode;
}

export function ListingGallery({ images, onImageClick, overlay }: { images: GalleryImage[]; onImageClick?: (index: number, point: { x: number; y: number }) => void; overlay?: (index: number) => ReactNode }) {
  const { t } = useTranslation('listing');
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, Math.max(0, images.length - 1));
  const image = images[index];
  if (!image) return null;
  return (
    <div className="flex flex-col-reverse gap-3 md:flex-row" data-testid="listing-gallery">
      <ol className="flex gap-2 overflow-x-auto md:max-h-[560px] md:flex-col md:overflow-y-auto md:overflow-x-visible" aria-label={t('gallery.thumbnails')}>
        {images.map((img, i) => (
          <li key={img.key} className="shrink-0">
            <button
              type="button"
              onClick={() => setChosen(i)}
              aria-current={i === index ? 'true' : undefined}
              aria-label={t('gallery.show', { n: i + 1, kind: t(`kinds.${img.kind}.name`) })}
              className={cn('relative block size-16 overflow-hidden rounded-md border bg-white outline-none focus-visible:ring-[3px] focus-visible:ring-ring sm:size-20', i === index ? 'border-primary ring-2 ring-primary/40' : 'hover:border-primary/50')}
            >
              {img.src ? <img src={img.src} alt="" className="h-full w-full object-contain" /> : <span className="block h-full w-full bg-muted" />}
              <span className="absolute bottom-0.5 left-0.5 rounded bg-black/60 px-1 text-[10px] font-medium text-white tabular-nums">{String(i + 1).padStart(2, '0')}</span>
            </button>
          </li>
        ))}
      </ol>
      <figure className="min-w-0 flex-1 space-y-3">
        <div className="relative mx-auto w-full max-w-[560px] overflow-hidden rounded-xl border bg-white" style={{ aspectRatio: `${image.width} / ${image.height}` }}>
          {image.src ? (
            <img
              src={image.src}
              alt={image.alt}
              className={cn('h-full w-full object-contain', onImageClick && 'cursor-crosshair')}
              onClick={(e) => {
                if (!onImageClick) return;
                const r = e.currentTarget.getBoundingClientRect();
                onImageClick(index, { x: (e.clientX - r.left) / r.width, y: (e.clientY - r.top) / r.height });
              }}
            />
          ) : (
            <span className="block h-full w-full bg-muted" />
          )}
          {overlay?.(index)}
        </div>
        <figcaption className="mx-auto max-w-[560px] space-y-2">
          <p className="text-sm font-medium">
            {String(index + 1).padStart(2, '0')} · {t(`kinds.${image.kind}.name`)}
            <span className="ml-1 text-xs font-normal text-muted-foreground tabular-nums">
              {image.width}×{image.height}
            </span>
          </p>
          {image.below}
        </figcaption>
      </figure>
    </div>
  );
}

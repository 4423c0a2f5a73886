/**
 * The community gallery (spec sections 2 and 9): images made with the studio renderer, shuffled once
 * per visit, GALLERY_PAGE_SIZE (16) at a time in 2-4 masonry columns, 'Load more' while more exist.
 * Images load lazily. The random source is injectable so tests can fix the order.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { type LandingImage, SCENE_IMAGES } from './images';

/** Images per page (spec section 9). */
export const GALLERY_PAGE_SIZE = 16;

/** Fisher-Yates shuffle of a copy, driven by `random` (0 <= r < 1). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export type CommunityGalleryProps = {
  images?: readonly LandingImage[];
  random?: () => number;
  pageSize?: number;
};

export function CommunityGallery({ images = SCENE_IMAGES, random = Math.random, pageSize = GALLERY_PAGE_SIZE }: CommunityGalleryProps) {
  const { t } = useTranslation('home');
  // Shuffled once per mount: paging never reshuffles what is already shown.
  const [order] = useState(() => shuffle(images, random));
  const [pages, setPages] = useState(1);
  const visible = useMemo(() => order.slice(0, pages * pageSize), [order, pages, pageSize]);
  const more = visible.length < order.length;

  return (
    <div className="space-y-8">
      <ul className="columns-2 gap-3 sm:gap-4 md:columns-3 lg:columns-4" data-testid="community-gallery">
        {visible.map((img) => {
          const product = t(`landing.gallery.products.${img.product}`);
          const style = t(`landing.gallery.styles.${img.style ?? 'lifestyle'}`);
          const time = t(`landing.gallery.times.${img.timeOfDay ?? 'natural'}`);
          return (
            <li key={img.file} className="group relative mb-3 break-inside-avoid overflow-hidden rounded-xl border bg-muted sm:mb-4" data-file={img.file}>
              <img
                src={img.src}
                width={img.width}
                height={img.height}
                alt={t('landing.gallery.alt', { product, style, time })}
                loading="lazy"
                decoding="async"
                className="h-auto w-full transition-transform duration-500 group-hover:scale-[1.03]"
              />
              <span className="pointer-events-none absolute inset-x-2 bottom-2 flex flex-wrap gap-1 text-[11px] font-medium" aria-hidden>
                <span className="rounded-full bg-black/60 px-2 py-0.5 text-white backdrop-blur">{style}</span>
                <span className="rounded-full bg-black/60 px-2 py-0.5 text-white backdrop-blur">{img.aspectRatio}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('landing.gallery.shown', { shown: visible.length, total: order.length })}
        </p>
        {more && (
          <Button variant="outline" onClick={() => setPages((p) => p + 1)}>
            {t('landing.gallery.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Default export for the lazy import. */
export default CommunityGallery;

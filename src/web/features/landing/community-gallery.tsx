/**
 * The community gallery: images users chose to publish
 * (GET /api/v1/gallery, newest first, 16 a page), each page shown in a shuffled order, in 2-4
 * masonry columns with 'Load more'. While fewer than GALLERY_PAGE_SIZE (16) images are published,
 * the built-in samples made with the studio renderer fill the gallery after them; each tile says
 * which it is ('Community' or 'Sample'). If the listing cannot be read, the samples are shown.
 * Images load lazily; the random source is injectable so tests can fix the order.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_PAGE_SIZE as API_PAGE_SIZE, type GalleryItem } from '@shared/contracts/gallery';
import { Button } from '@web/components/ui/button';
import { api, unwrap } from '@web/lib/api-client';
import { type LandingImage, SCENE_IMAGES } from './images';

/** Images per page. */
export const GALLERY_PAGE_SIZE = API_PAGE_SIZE;

/** Fisher-Yates shuffle of a copy, driven by `random` (0 <= r < 1). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A tile of the gallery: a published image or a built-in sample. */
type Tile =
  | { kind: 'community'; key: string; src: string; width: number; height: number; style: string; time: string; aspectRatio: string | null }
  | { kind: 'sample'; key: string; image: LandingImage };

/** The public address of a published image (a 512 px WebP). */
export function galleryFileUrl(id: string): string {
  return `/api/v1/gallery/${encodeURIComponent(id)}/file`;
}

function communityTile(item: GalleryItem): Tile {
  return {
    kind: 'community',
    key: item.id,
    src: galleryFileUrl(item.id),
    width: item.width,
    height: item.height,
    style: item.style ?? 'lifestyle',
    time: item.timeOfDay ?? 'natural',
    aspectRatio: item.aspectRatio,
  };
}

export type CommunityGalleryProps = {
  images?: readonly LandingImage[];
  random?: () => number;
  pageSize?: number;
};

export function CommunityGallery({ images = SCENE_IMAGES, random = Math.random, pageSize = GALLERY_PAGE_SIZE }: CommunityGalleryProps) {
  const { t } = useTranslation('home');
  const published = useInfiniteQuery({
    queryKey: ['gallery', 'public'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => unwrap(api.GET('/gallery', { params: { query: { limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) } }, signal })),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
  });
  // Samples are shuffled once per mount; each page of published images is shuffled once when it arrives.
  const [samples] = useState(() => shuffle(images, random));
  const [shuffledPages] = useState(() => new Map<string, Tile[]>());
  const [pages, setPages] = useState(1);

  const pool = useMemo<Tile[]>(() => {
    const sampleTiles: Tile[] = samples.map((image) => ({ kind: 'sample', key: image.file, image }));
    if (published.isError) return sampleTiles;
    const fetched = published.data?.pages ?? [];
    const community = fetched.flatMap((page) => {
      const signature = page.items.map((i) => i.id).join(',');
      let tiles = shuffledPages.get(signature);
      if (!tiles) {
        tiles = shuffle(page.items.map(communityTile), random);
        shuffledPages.set(signature, tiles);
      }
      return tiles;
    });
    const fill = !published.hasNextPage && community.length < pageSize;
    return fill ? [...community, ...sampleTiles] : community;
  }, [published.data, published.isError, published.hasNextPage, samples, shuffledPages, random, pageSize]);

  if (published.isPending) {
    return <div className="h-[60rem] animate-pulse rounded-2xl bg-muted/40" aria-busy="true" data-testid="community-gallery-loading" />;
  }

  const visible = pool.slice(0, pages * pageSize);
  const moreOnServer = !published.isError && !!published.hasNextPage;
  const more = visible.length < pool.length || moreOnServer;
  const loadMore = () => {
    const next = pages + 1;
    setPages(next);
    if (moreOnServer && pool.length < next * pageSize) void published.fetchNextPage();
  };

  return (
    <div className="space-y-8">
      <ul className="columns-2 gap-3 sm:gap-4 md:columns-3 lg:columns-4" data-testid="community-gallery">
        {visible.map((tile) => {
          const style = t(`landing.gallery.styles.${tile.kind === 'sample' ? (tile.image.style ?? 'lifestyle') : tile.style}`, { defaultValue: tile.kind === 'sample' ? '' : tile.style });
          const time = t(`landing.gallery.times.${tile.kind === 'sample' ? (tile.image.timeOfDay ?? 'natural') : tile.time}`, { defaultValue: '' });
          const ratio = tile.kind === 'sample' ? tile.image.aspectRatio : tile.aspectRatio;
          const img =
            tile.kind === 'sample'
              ? { src: tile.image.src, width: tile.image.width, height: tile.image.height, alt: t('landing.gallery.alt', { product: t(`landing.gallery.products.${tile.image.product}`), style, time }) }
              : { src: tile.src, width: tile.width, height: tile.height, alt: t('landing.gallery.communityAlt', { style, time }) };
          return (
            <li
              key={`${tile.kind}-${tile.key}`}
              className="group relative mb-3 break-inside-avoid overflow-hidden rounded-xl border bg-muted sm:mb-4"
              data-file={tile.kind === 'sample' ? tile.image.file : undefined}
              data-image-id={tile.kind === 'community' ? tile.key : undefined}
              data-kind={tile.kind}
            >
              <img
                src={img.src}
                width={img.width}
                height={img.height}
                alt={img.alt}
                loading="lazy"
                decoding="async"
                className="h-auto w-full transition-transform duration-500 group-hover:scale-[1.03]"
              />
              <span className="pointer-events-none absolute inset-x-2 bottom-2 flex flex-wrap gap-1 text-[11px] font-medium" aria-hidden>
                <span className="rounded-full bg-black/60 px-2 py-0.5 text-white backdrop-blur">{t(`landing.gallery.badges.${tile.kind}`)}</span>
                {style && <span className="rounded-full bg-black/60 px-2 py-0.5 text-white backdrop-blur">{style}</span>}
                {ratio && <span className="rounded-full bg-black/60 px-2 py-0.5 text-white backdrop-blur">{ratio}</span>}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {moreOnServer ? t('landing.gallery.shownSome', { shown: visible.length }) : t('landing.gallery.shown', { shown: visible.length, total: pool.length })}
        </p>
        {more && (
          <Button variant="outline" onClick={loadMore}>
            {t('landing.gallery.loadMore')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Default export for the lazy import. */
export default CommunityGallery;

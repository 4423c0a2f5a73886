/**
 * The library: generated or source images, all or the favorites only,
 * server-side search (debounced) and sort, a 2-4 column grid loaded page by page, and per-image view,
 * download and delete with confirmation.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Boxes, Check, Download, Heart, ImageIcon, Images, Maximize2, Plus, Search, Trash2, Upload, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MediaGrid } from '@web/components/media/media-grid';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ToggleGroup, ToggleGroupItem } from '@web/components/ui/toggle-group';
import { FavoriteToggle } from '@web/features/favorites/favorite-toggle';
import { cn } from '@web/lib/utils';
import { PublishButton } from '@web/features/privacy/publish-button';
import { deleteImage, type LibraryItem, type LibrarySort, type LibraryType, useLibraryImages } from './api';
import { imageFileUrl, saveImage } from './files';
import { ImageViewer } from './image-viewer';
import { EmptyState } from '@web/components/media/empty-state';
import { PageHeader } from '@web/components/page-header';
import { useDebouncedValue } from '@web/hooks/use-debounced-value';
import { useLongPress } from '@web/hooks/use-long-press';
import { BULK_MAX_IMAGES } from '@shared/contracts/library';
import { SelectionBar } from './selection-bar';
import { useSelection } from './use-selection';
import { useUndoableDelete } from './use-undoable-delete';

function Tile({
  item,
  onView,
  onDownload,
  onDelete,
  onFavorite,
  downloading,
  selected,
  selecting,
  onSelect,
}: {
  item: LibraryItem;
  onView: () => void;
  onDownload: () => void;
  onDelete: () => void;
  /** Hears the image's confirmed favorite state. */
  onFavorite: (favorite: boolean) => void;
  downloading: boolean;
  selected: boolean;
  /** Some image is selected: a tap selects instead of opening. */
  selecting: boolean;
  /** Toggles this image; `range`: from the last one toggled (shift-click). */
  onSelect: (range: boolean) => void;
}) {
  const { t, i18n } = useTranslation('library');
  const press = useLongPress(() => onSelect(false));
  const name = item.title || item.prompt || (item.type === 'source' ? t('tile.untitledSource') : t('tile.untitled'));
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(new Date(item.createdAt));
  return (
    <li className={cn('group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md', selected && 'ring-2 ring-primary')}>
      <button
        type="button"
        {...press.handlers}
        onClick={(e) => {
          if (press.fired()) return;
          if (selecting) onSelect(e.shiftKey);
          else onView();
        }}
        className="relative block aspect-square overflow-hidden bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset"
        aria-label={t('tile.view', { name })}
      >
        <img
          src={imageFileUrl(item.id, { thumb: true })}
          alt=""
          loading="lazy"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <span className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-background/85 opacity-0 shadow-sm backdrop-blur transition-opacity group-hover:opacity-100" aria-hidden>
          <Maximize2 className="size-4" />
        </span>
        <span className="absolute bottom-2 left-2 rounded-md bg-background/85 px-1.5 py-0.5 text-[10px] font-semibold tracking-wide text-foreground uppercase backdrop-blur">
          {item.format}
        </span>
        {selected && <span className="absolute inset-0 bg-primary/15" aria-hidden />}
        {item.kind === 'studio' && item.studioPreset && (
          <span className="absolute top-2 left-11 max-w-[calc(100%-6rem)] truncate rounded-md bg-primary px-1.5 py-0.5 text-[10px] font-semibold text-primary-foreground shadow-sm" data-testid="studio-mark">
            {t('tile.studio', { preset: t(`studio:presets.${item.studioPreset}.name`) })}
          </span>
        )}
      </button>
      <button
        type="button"
        role="checkbox"
        aria-checked={selected}
        aria-label={t('bulk.select', { name })}
        onClick={(e) => onSelect(e.shiftKey)}
        data-testid="select-image"
        className={cn(
          'absolute top-2 left-2 flex size-7 items-center justify-center rounded-md border-2 bg-background/90 shadow-sm backdrop-blur transition-opacity outline-none focus-visible:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring',
          selected ? 'border-primary bg-primary text-primary-foreground' : 'border-foreground/40',
          selecting || selected ? 'opacity-100' : 'opacity-0 group-hover:opacity-100 [@media(hover:none)]:hidden',
        )}
      >
        {selected && <Check className="size-4" aria-hidden />}
      </button>
      <div className="flex flex-col gap-0.5 px-3 pt-2.5 pb-1.5">
        <p className="truncate text-sm font-medium" title={name}>{name}</p>
        <div className="-mr-1.5 flex items-center gap-1">
          <p className="min-w-0 flex-1 truncate text-xs text-muted-foreground">{date}</p>
          <FavoriteToggle imageId={item.id} favorite={item.favorite} onChange={onFavorite} className="size-8" />
          <Button variant="ghost" size="icon" className="size-8" onClick={onDownload} disabled={downloading} aria-label={t('tile.download', { name })}>
            {downloading ? <Spinner /> : <Download aria-hidden />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
            onClick={onDelete}
            aria-label={t('tile.delete', { name })}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
    </li>
  );
}

function LibraryEmptyState({ type, query, favorites, onClear }: { type: LibraryType; query: string; favorites: boolean; onClear: () => void }) {
  const { t } = useTranslation('library');
  if (favorites && !query) {
    return <EmptyState icon={<Heart aria-hidden />} title={t('empty.favoritesTitle')} body={t('empty.favoritesBody')} />;
  }
  if (query) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-14 text-center">
        <Search className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">{t('empty.noMatch', { query })}</p>
        <Button variant="outline" onClick={onClear}>
          <X aria-hidden />
          {t('search.clear')}
        </Button>
      </div>
    );
  }
  return (
    <EmptyState
      icon={type === 'generated' ? <Images aria-hidden /> : <Upload aria-hidden />}
      title={type === 'generated' ? t('empty.generatedTitle') : t('empty.sourceTitle')}
      body={type === 'generated' ? t('empty.generatedBody') : t('empty.sourceBody')}
      action={
        <Button asChild size="lg">
          <Link to="/create/ugc">
            <Plus aria-hidden />
            {t('empty.cta')}
          </Link>
        </Button>
      }
    />
  );
}

/** The library page body. */
export function LibraryView() {
  const { t } = useTranslation('library');
  const [type, setType] = useState<LibraryType>('generated');
  const [sort, setSort] = useState<LibrarySort>('newest');
  // The favorites view has its own address: /library?favorites=1.
  const [params, setParams] = useSearchParams();
  const favorites = params.get('favorites') === '1';
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 350);
  const images = useLibraryImages({ type, q, sort, favorites });
  const queryClient = useQueryClient();
  const bulk = useUndoableDelete();
  // Images being deleted (Undo still offered) are out of the grid.
  const items = useMemo(() => (images.data?.pages.flatMap((p) => p.items) ?? []).filter((i) => !bulk.hidden.has(i.id)), [images.data, bulk.hidden]);
  const selection = useSelection(items, BULK_MAX_IMAGES);
  const selecting = selection.ids.length > 0;
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<LibraryItem | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (item: { id: string; format: string }) => {
    setDownloading(item.id);
    try {
      await saveImage(item);
    } catch {
      toast.error(t('toast.downloadFailed'), { description: t('toast.downloadFailedBody') });
    } finally {
      setDownloading(null);
    }
  };

  const searching = search.trim() !== q || images.isPlaceholderData;

  return (
    // While selecting, room under the grid for the selection bar, so the last row can scroll above it.
    <div className={cn('mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-10', selecting && 'pb-28 sm:pb-28')}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          <div className="flex shrink-0 gap-2">
            <Button asChild variant="outline" className="max-sm:h-9 max-sm:px-3">
              <Link to="/products">
                <Boxes aria-hidden />
                {t('byProduct')}
              </Link>
            </Button>
            <Button asChild className="max-sm:h-9 max-sm:px-3">
              <Link to="/create/ugc">
                <Plus aria-hidden />
                {t('create')}
              </Link>
            </Button>
          </div>
        }
      />

      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <ToggleGroup
          type="single"
          value={type}
          onValueChange={(v) => {
            if (v) {
              setType(v as LibraryType);
              setViewing(null);
            }
          }}
          aria-label={t('type.label')}
          className="w-full md:w-auto"
        >
          <ToggleGroupItem value="generated">
            <ImageIcon aria-hidden />
            {t('type.generated')}
          </ToggleGroupItem>
          <ToggleGroupItem value="source">
            <Upload aria-hidden />
            {t('type.source')}
          </ToggleGroupItem>
        </ToggleGroup>

        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={type === 'generated' ? t('search.placeholder') : t('search.placeholderSource')}
            aria-label={t('search.label')}
            maxLength={200}
            className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {searching ? (
            <Spinner className="absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground" />
          ) : search ? (
            <button
              type="button"
              onClick={() => setSearch('')}
              className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
              aria-label={t('search.clear')}
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
        </div>

        <Button
          type="button"
          variant={favorites ? 'default' : 'outline'}
          aria-pressed={favorites}
          onClick={() => {
            setParams(
              (p) => {
                const next = new URLSearchParams(p);
                if (favorites) next.delete('favorites');
                else next.set('favorites', '1');
                return next;
              },
              { replace: true },
            );
            setViewing(null);
          }}
          data-testid="favorites-filter"
        >
          <Heart aria-hidden className={cn(favorites && 'fill-current')} />
          {t('favorites')}
        </Button>

        <ToggleGroup
          type="single"
          value={sort}
          onValueChange={(v) => v && setSort(v as LibrarySort)}
          aria-label={t('sort.label')}
          className="w-full md:w-auto"
        >
          <ToggleGroupItem value="newest">
            <ArrowDownWideNarrow aria-hidden />
            {t('sort.newest')}
          </ToggleGroupItem>
          <ToggleGroupItem value="oldest">
            <ArrowUpNarrowWide aria-hidden />
            {t('sort.oldest')}
          </ToggleGroupItem>
        </ToggleGroup>
      </div>

      <MediaGrid
        items={items}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
        testId="library-grid"
        loading={images.isLoading}
        skeleton={{ count: 8, aspect: 'aspect-square', label: t('loading') }}
        error={images.isError ? { message: t('loadFailed'), retryLabel: t('retry'), onRetry: () => void images.refetch() } : null}
        empty={<LibraryEmptyState type={type} query={q} favorites={favorites} onClear={() => setSearch('')} />}
        loadMore={{
          hasMore: images.hasNextPage,
          loading: images.isFetchingNextPage,
          label: t('loadMore'),
          loadingLabel: t('loadingMore'),
          onLoadMore: () => void images.fetchNextPage(),
        }}
        renderItem={(item, i) => (
          <Tile
            item={item}
            onView={() => setViewing(i)}
            onDownload={() => void download(item)}
            onDelete={() => setDeleting(item)}
            selected={selection.has(item.id)}
            selecting={selecting}
            onSelect={(range) => selection.toggle(i, range)}
            // In the favorites view, an image no longer a favorite leaves the list.
            onFavorite={(favorite) => {
              if (favorites && !favorite) void queryClient.invalidateQueries({ queryKey: ['library'] });
            }}
            downloading={downloading === item.id}
          />
        )}
        deleteDialog={{
          item: deleting,
          onClose: () => setDeleting(null),
          remove: deleteImage,
          invalidate: ['library'],
          previewUrl: (item) => imageFileUrl(item.id, { thumb: true }),
          texts: {
            title: t('delete.title'),
            body: t('delete.body'),
            cancel: t('delete.cancel'),
            confirm: t('delete.confirm'),
            deleting: t('delete.deleting'),
            deleted: t('toast.deleted'),
            failed: t('toast.deleteFailed'),
            failedBody: t('toast.deleteFailedBody'),
          },
        }}
      />

      {selecting && <SelectionBar selection={selection} onDelete={bulk.remove} photos={type === 'source'} />}

      <ImageViewer
        images={items}
        index={viewing != null && viewing < items.length ? viewing : null}
        onIndexChange={setViewing}
        onDownload={(img) => void download(img)}
        actions={(img) => (
          <>
            {type === 'generated' && <PublishButton imageId={img.id} />}
            <Button
              variant="outline"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => {
                const item = items.find((i) => i.id === img.id);
                if (item) {
                  setViewing(null);
                  setDeleting(item);
                }
              }}
            >
              <Trash2 aria-hidden />
              {t('actions.delete')}
            </Button>
          </>
        )}
      />
    </div>
  );
}

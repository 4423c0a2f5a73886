/** The grid of images or videos shared by the library, the videos page, the video creator's picker and the dashboard. */
import { Fragment, type ReactNode } from 'react';
import { GridSkeleton } from '@web/components/ui/grid-skeleton';
import { LoadMoreButton } from '@web/components/ui/load-more-button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { DeleteMediaDialog, type DeleteMediaDialogProps } from './delete-media-dialog';

export type MediaGridProps<T extends { id: string }> = {
  items: readonly T[];
  /** One tile: an `<li>` (keyed by the item's id here). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Classes of the `<ul>` (columns and gaps), used by the skeleton too. */
  className: string;
  testId?: string;
  /** The first page is loading: the skeleton is shown. */
  loading: boolean;
  skeleton: { count: number; aspect: string; label?: string; caption?: boolean; tileClassName?: (index: number) => string | undefined };
  /** Loading failed: the message with a Retry button is shown instead of the grid. */
  error?: { message: string; retryLabel: string; onRetry: () => void } | null;
  /** Shown when there are no items. */
  empty: ReactNode;
  /** Paging: the 'Load more' button while `hasMore`. */
  loadMore?: { hasMore: boolean; loading: boolean; label: string; loadingLabel: string; onLoadMore: () => void; size?: 'default' | 'sm' };
  /** Shown under a non-empty grid (after 'Load more'). */
  footer?: ReactNode;
  /** The delete confirmation for the item in `deleteDialog.item`. */
  deleteDialog?: DeleteMediaDialogProps<T>;
};

/**
 * Skeleton while loading, the retry alert on error, the empty state when there is nothing, else the
 * tiles, 'Load more' and the footer; plus the delete confirmation when given. Renders siblings (no
 * wrapper), so the parent's spacing applies.
 */
export function MediaGrid<T extends { id: string }>({
  items,
  renderItem,
  className,
  testId,
  loading,
  skeleton,
  error,
  empty,
  loadMore,
  footer,
  deleteDialog,
}: MediaGridProps<T>) {
  let body: ReactNode;
  if (loading) {
    body = <GridSkeleton {...skeleton} className={className} />;
  } else if (error) {
    body = <RetryAlert message={error.message} retryLabel={error.retryLabel} onRetry={error.onRetry} />;
  } else if (items.length === 0) {
    body = empty;
  } else {
    body = (
      <>
        <ul className={className} data-testid={testId}>
          {items.map((item, i) => (
            <Fragment key={item.id}>{renderItem(item, i)}</Fragment>
          ))}
        </ul>
        {loadMore?.hasMore && (
          <LoadMoreButton loading={loadMore.loading} label={loadMore.label} loadingLabel={loadMore.loadingLabel} onLoadMore={loadMore.onLoadMore} size={loadMore.size} />
        )}
        {footer}
      </>
    );
  }
  return (
    <>
      {body}
      {deleteDialog && <DeleteMediaDialog {...deleteDialog} />}
    </>
  );
}

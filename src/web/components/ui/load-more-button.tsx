/** The 'Load more' button under a paged grid. */
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';

/** Shows `label` (or `loadingLabel` with a spinner while `loading`) and calls `onLoadMore`; `size` 'sm' for compact grids. */
export function LoadMoreButton({
  loading,
  label,
  loadingLabel,
  onLoadMore,
  size = 'default',
}: {
  loading: boolean;
  label: string;
  loadingLabel: string;
  onLoadMore: () => void;
  size?: 'default' | 'sm';
}) {
  return (
    <div className="flex justify-center">
      <Button variant="outline" size={size} onClick={onLoadMore} disabled={loading}>
        {loading ? <Spinner /> : null}
        {loading ? loadingLabel : label}
      </Button>
    </div>
  );
}

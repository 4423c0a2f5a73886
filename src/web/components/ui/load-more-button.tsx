/** The 'Load more' button under a paged grid. */
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';

/** Shows `label` (or `loadingLabel` with a spinner while `loading`) and calls `onLoadMore`. */
export function LoadMoreButton({ loading, label, loadingLabel, onLoadMore }: { loading: boolean; label: string; loadingLabel: string; onLoadMore: () => void }) {
  return (
    <div className="flex justify-center">
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading ? <Spinner /> : null}
        {loading ? loadingLabel : label}
      </Button>
    </div>
  );
}

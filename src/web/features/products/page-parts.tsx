/**
 * Pieces the product pages share: the link back to /products, and the whole-page loading and
 * load-failed states (a 404 says the item is not found or not the user's).
 */
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';

/** "← Products". */
export function BackToProducts() {
  const { t } = useTranslation('products');
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to="/products">
        <ArrowLeft aria-hidden />
        {t('backToProducts')}
      </Link>
    </Button>
  );
}

/** A page's spinner while its data loads. */
export function PageLoading() {
  return (
    <div className="flex flex-1 items-center justify-center p-10">
      <Spinner className="size-6" />
    </div>
  );
}

/** A page whose data failed to load: why (`notFound` for a 404), Retry, and the way back. */
export function PageLoadFailed({ error, notFound, onRetry }: { error: unknown; notFound?: string; onRetry: () => void }) {
  const { t } = useTranslation('products');
  const message = notFound && error instanceof ApiError && error.status === 404 ? notFound : t('loadFailed');
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 p-6">
      <RetryAlert message={message} retryLabel={t('retry')} onRetry={onRetry} />
      <BackToProducts />
    </div>
  );
}

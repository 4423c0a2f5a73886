/**
 * Gallery moderation: every image users published to the community gallery,
 * hidden ones included, newest first; hide one (with a reason, kept in the audit log) or restore it.
 */
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { RetryAlert } from '@web/components/ui/retry-alert';
import { ActionDialog } from './action-dialog';
import { type AdminGalleryItem, useGalleryAction, useGalleryModeration } from './api';
import { useAdminFormat } from './format';
import { AdminPageHeader, Empty, Loading, StatePill } from './parts';

/** The gallery moderation page. */
export function GalleryPage() {
  const { t } = useTranslation('admin');
  const fmt = useAdminFormat();
  const gallery = useGalleryModeration();
  const action = useGalleryAction();
  const [hiding, setHiding] = useState<AdminGalleryItem | null>(null);
  const items = gallery.data?.pages.flatMap((p) => p.items) ?? [];

  async function restore(item: AdminGalleryItem) {
    try {
      await action.mutateAsync({ id: item.id, hide: false });
      toast.success(t('gallery.restored'));
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : t('errors.action'));
    }
  }

  return (
    <>
      <AdminPageHeader title={t('gallery.title')} subtitle={t('gallery.subtitle')} />
      {gallery.isError && !gallery.data ? (
        <RetryAlert message={t('errors.load')} retryLabel={t('actions.retry')} onRetry={() => void gallery.refetch()} />
      ) : !gallery.data ? (
        <Loading />
      ) : items.length === 0 ? (
        <Empty>{t('gallery.empty')}</Empty>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.id} className="overflow-hidden rounded-xl border bg-card shadow-xs">
                <div className="relative aspect-square bg-muted">
                  <img
                    src={`/api/v1/admin/gallery/${item.id}/file?size=thumb`}
                    alt={t('gallery.imageAlt', { date: fmt.date(item.publishedAt) })}
                    loading="lazy"
                    className={`size-full object-cover ${item.hidden ? 'opacity-40 grayscale' : ''}`}
                  />
                  {item.hidden ? (
                    <span className="absolute top-2 left-2">
                      <StatePill tone="bad">{t('gallery.hidden')}</StatePill>
                    </span>
                  ) : null}
                </div>
                <div className="space-y-2 p-3">
                  <p className="text-xs text-muted-foreground">
                    {t('gallery.publishedOn', { date: fmt.date(item.publishedAt) })} ·{' '}
                    <Link className="underline-offset-2 hover:underline" to={`/admin/users/${encodeURIComponent(item.userId)}`}>
                      {t('gallery.owner')}
                    </Link>
                  </p>
                  {item.hidden && item.hiddenReason ? <p className="text-xs break-words text-muted-foreground">“{item.hiddenReason}”</p> : null}
                  {item.hidden ? (
                    <Button size="sm" variant="outline" className="w-full" onClick={() => void restore(item)} disabled={action.isPending}>
                      <Eye aria-hidden />
                      {t('gallery.restore')}
                    </Button>
                  ) : (
                    <Button size="sm" variant="outline" className="w-full text-destructive hover:text-destructive" onClick={() => setHiding(item)}>
                      <EyeOff aria-hidden />
                      {t('gallery.hide')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {gallery.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void gallery.fetchNextPage()} disabled={gallery.isFetchingNextPage}>
                {t('actions.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
      <ActionDialog
        open={hiding !== null}
        onOpenChange={(open) => !open && setHiding(null)}
        title={t('gallery.hideTitle')}
        description={t('gallery.hideDescription')}
        confirmLabel={t('gallery.hide')}
        destructive
        onConfirm={async (reason) => {
          if (!hiding) return;
          await action.mutateAsync({ id: hiding.id, hide: true, reason });
          toast.success(t('gallery.hiddenDone'));
        }}
      />
    </>
  );
}

export default GalleryPage;

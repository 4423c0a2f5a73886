import { useTranslation } from 'react-i18next';
import { Spinner } from '@web/components/ui/spinner';

/** Full-area 'Loading...' placeholder shown while a lazy page loads. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center gap-2 text-sm text-muted-foreground" role="status">
      <Spinner />
      <span>{t('loading')}</span>
    </div>
  );
}

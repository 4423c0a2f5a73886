/** Pieces shared by the layouts: the lazy-page progress bar and the skip link. */
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** Thin progress bar while the next lazy page loads. */
export function NavigationProgress() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/20">
      <div className="h-full w-1/3 animate-[vitrine-progress_1s_ease-in-out_infinite] bg-primary" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

/** Keyboard users jump straight to the page. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('nav.skipToContent')}
    </a>
  );
}


import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { TopBar } from './top-bar';

/** Thin progress bar while the next lazy page loads. */
function NavigationProgress() {
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

/** Layout of every page: top bar + page. The full shell (sidebar, bottom nav) will replace the top bar. */
export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <TopBar />
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}

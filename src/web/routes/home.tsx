/**
 * / : the landing page when signed out, the dashboard when signed in (spec section 2). On mount, a
 * local-storage flag 'billing' equal to 'true' sends the visitor to /pricing (the flag is cleared so
 * the home page stays reachable).
 */
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoading } from '@web/features/shell/page-loading';
import { useAuth } from '@web/features/auth/session';
import { Dashboard } from '@web/features/home/dashboard';

// Signed-in visitors never download the landing page.
const Landing = lazy(() => import('@web/features/landing/landing'));

/** Local-storage flag that sends the home page to /pricing. */
export const BILLING_FLAG_KEY = 'billing';

/** Whether the billing flag is set; clears it when it is. */
export function takeBillingFlag(): boolean {
  try {
    if (localStorage.getItem(BILLING_FLAG_KEY) !== 'true') return false;
    localStorage.removeItem(BILLING_FLAG_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Home page: landing or dashboard. */
export default function HomePage() {
  const { user, isPending } = useAuth();
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  useEffect(() => {
    if (takeBillingFlag()) void navigate('/pricing', { replace: true });
  }, [navigate]);
  useEffect(() => {
    document.title = user ? `${t('title')} · Vitrine` : `Vitrine · ${t('landing.pitch')}`;
  }, [user, t]);
  if (isPending) return <PageLoading />;
  if (user) return <Dashboard name={user.name} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Landing />
    </Suspense>
  );
}

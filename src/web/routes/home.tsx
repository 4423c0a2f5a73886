/**
 * / : the landing page when signed out, the dashboard when signed in. On mount, a
 * local-storage flag 'billing' equal to 'true' sends the visitor to /pricing (the flag is cleared so
 * the home page stays reachable). Confirmation links land here with
 * `?emailConfirmed=1`: the page then says the email is confirmed (and, with `&next=`, leads on to
 * the page the sign-up began on its way to).
 */
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EMAIL_CONFIRMED_NEXT_PARAM, EMAIL_CONFIRMED_PARAM } from '@shared/auth-links';
import { loadNamespaces } from '@web/i18n';
import { PageLoading } from '@web/features/shell/page-loading';
import { useAuth } from '@web/features/auth/session';
import { Dashboard } from '@web/features/home/dashboard';

// Signed-in visitors never download the landing page.
const Landing = lazy(() => import('@web/features/landing/landing'));
// Only confirmation links need the confirmation view and the account texts.
const EmailConfirmedView = lazy(() =>
  Promise.all([import('@web/features/auth/email-confirmed-view'), loadNamespaces(['auth'])]).then(([m]) => m),
);

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
  const [params] = useSearchParams();
  const confirmation = params.has(EMAIL_CONFIRMED_PARAM);
  useEffect(() => {
    if (takeBillingFlag()) void navigate('/pricing', { replace: true });
  }, [navigate]);
  useEffect(() => {
    if (confirmation) return; // the confirmation view sets its own title
    document.title = user ? `${t('title')} · Vitrine` : `Vitrine · ${t('landing.pitch')}`;
  }, [user, t, confirmation]);
  if (isPending) return <PageLoading />;
  if (confirmation) {
    return (
      <Suspense fallback={<PageLoading />}>
        <EmailConfirmedView error={params.get('error')} next={params.get(EMAIL_CONFIRMED_NEXT_PARAM)} />
      </Suspense>
    );
  }
  if (user) return <Dashboard name={user.name} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Landing />
    </Suspense>
  );
}

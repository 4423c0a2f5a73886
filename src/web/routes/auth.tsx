/**
 * /signup and /signin: the account form in the mode given by the path. Sign-in
 * takes `?next=` (the page to return to) and `?expired=1` (the session ended:
 * the message says so).
 */
import { Clock } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { EXPIRED_PARAM, RETURN_PARAM, safeReturnPath } from '@web/lib/session-expiry';
import { PageLoading } from '@web/features/shell/page-loading';
import { AuthForm } from '@web/features/auth/auth-form';
import { AuthShell } from '@web/features/auth/auth-shell';
import type { AuthMode } from '@web/features/auth/schemas';
import { useAuth } from '@web/features/auth/session';

/** Sign-in / sign-up page. */
export default function AuthPage() {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, isPending, refresh } = useAuth();
  const mode: AuthMode = pathname === '/signin' ? 'signIn' : 'signUp';
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const notice = mode !== 'signIn' ? null : params.get(EXPIRED_PARAM) ? t('session.expired') : returnTo !== '/' ? t('session.signInToContinue') : null;

  useEffect(() => {
    document.title = `${mode === 'signIn' ? t('signIn.title') : t('signUp.title')} · Vitrine`;
  }, [mode, t]);

  if (isPending) return <PageLoading />;
  if (user) return <Navigate to={returnTo} replace />;

  return (
    <AuthShell>
      {notice && (
        <Alert variant="info" className="mb-4" data-testid="signin-notice">
          <Clock aria-hidden />
          <AlertDescription>
            <p>{notice}</p>
          </AlertDescription>
        </Alert>
      )}
      <AuthForm
        mode={mode}
        onModeChange={(next) => navigate(next === 'signIn' ? '/signin' : '/signup', { replace: true })}
        onSignedIn={() => {
          void refresh();
          navigate(returnTo, { replace: true });
        }}
      />
    </AuthShell>
  );
}

/**
 * /signup and /signin: the account form in the mode given by the path (spec section 2, 4).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
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

  useEffect(() => {
    document.title = `${mode === 'signIn' ? t('signIn.title') : t('signUp.title')} · Vitrine`;
  }, [mode, t]);

  if (isPending) return <PageLoading />;
  if (user) return <Navigate to="/" replace />;

  return (
    <AuthShell>
      <AuthForm
        mode={mode}
        onModeChange={(next) => navigate(next === 'signIn' ? '/signin' : '/signup', { replace: true })}
        onSignedIn={() => {
          void refresh();
          navigate('/', { replace: true });
        }}
      />
    </AuthShell>
  );
}

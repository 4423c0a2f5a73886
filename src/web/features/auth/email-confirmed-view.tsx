/**
 * What a confirmation link lands on (the app root; /email-confirmation for older links): 'Email confirmed' and the way in, or, when better-auth sent `error` (an invalid or
 * expired link), the explanation and a form that sends a new link.
 */
import { CheckCircle2, MailWarning } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { AuthShell } from './auth-shell';
import { EmailRequestForm } from './email-request-form';
import { resendConfirmation } from './resend-confirmation';
import { safeReturnPath } from '@web/lib/session-expiry';
import { useAuth } from './session';

/**
 * The confirmation result; `error` is better-auth's error code from the link's redirect, if any;
 * `next` is the in-app page the sign-up began on its way to (a trial on /pricing, say), where the
 * way in leads, through sign-in when the confirmation did not sign the user in.
 */
export function EmailConfirmedView({ error, next = null }: { error: string | null; next?: string | null }) {
  const { t } = useTranslation('auth');
  const { user, refresh } = useAuth();
  const target = safeReturnPath(next);

  useEffect(() => {
    document.title = `${error ? t('emailConfirmation.errorTitle') : t('emailConfirmation.successTitle')} · Vitrine`;
    // The server may have signed the user in while confirming: pick up the new session.
    if (!error) void refresh();
  }, [error, t, refresh]);

  return (
    <AuthShell>
      {error ? (
        <Card className="gap-5 shadow-xl shadow-black/[0.04] dark:shadow-black/30" data-testid="email-confirmation-error">
          <CardHeader>
            <div className="mb-2 flex size-12 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
              <MailWarning className="size-6" aria-hidden />
            </div>
            <CardTitle className="text-2xl">{t('emailConfirmation.errorTitle')}</CardTitle>
            <CardDescription>{t('emailConfirmation.errorBody')}</CardDescription>
          </CardHeader>
          <CardContent>
            <EmailRequestForm
              submitLabel={t('checkEmail.resend')}
              successMessage={t('emailConfirmation.resent')}
              onSend={(email) => resendConfirmation(email, t)}
            />
          </CardContent>
          <CardFooter className="justify-center">
            <Button asChild variant="link">
              <Link to="/signin">{t('resetPassword.backToSignIn')}</Link>
            </Button>
          </CardFooter>
        </Card>
      ) : (
        <Card className="gap-5 text-center shadow-xl shadow-black/[0.04] dark:shadow-black/30" data-testid="email-confirmed">
          <CardHeader className="items-center">
            <div className="mb-2 flex size-14 items-center justify-center rounded-2xl bg-success/15 text-success">
              <CheckCircle2 className="size-7" aria-hidden />
            </div>
            <CardTitle className="text-2xl">{t('emailConfirmation.successTitle')}</CardTitle>
            <CardDescription className="text-balance">{t('emailConfirmation.successBody')}</CardDescription>
          </CardHeader>
          <CardFooter className="justify-center">
            <Button asChild size="lg" className="w-full">
              {user ? (
                <Link to={target}>{target === '/' ? t('emailConfirmation.goHome') : t('emailConfirmation.continue')}</Link>
              ) : (
                <Link to={target === '/' ? '/signin' : `/signin?next=${encodeURIComponent(target)}`}>{t('emailConfirmation.signIn')}</Link>
              )}
            </Button>
          </CardFooter>
        </Card>
      )}
    </AuthShell>
  );
}

/** Default export for lazy imports. */
export default EmailConfirmedView;

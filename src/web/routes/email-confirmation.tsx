/**
 * /email-confirmation: where the confirmation link lands. Success -> 'Email confirmed' and sign in;
 * ?error=... (invalid or expired link) -> explanation and a resend form.
 */
import { CheckCircle2, MailWarning } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { AuthShell } from '@web/features/auth/auth-shell';
import { EmailRequestForm } from '@web/features/auth/email-request-form';
import { resendConfirmation } from '@web/features/auth/resend-confirmation';
import { useAuth } from '@web/features/auth/session';

/** Email-confirmation page. */
export default function EmailConfirmationPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const error = params.get('error');
  const { user, refresh } = useAuth();

  useEffect(() => {
    document.title = `${error ? t('emailConfirmation.errorTitle') : t('emailConfirmation.successTitle')} · Vitrine`;
    // The server may have signed the user in while confirming: pick up the new session.
    if (!error) void refresh();
  }, [error, t, refresh]);

  return (
    <AuthShell>
      {error ? (
        <Card className="gap-5 shadow-xl shadow-black/[0.04] dark:shadow-black/30">
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
        <Card className="gap-5 text-center shadow-xl shadow-black/[0.04] dark:shadow-black/30">
          <CardHeader className="items-center">
            <div className="mb-2 flex size-14 items-center justify-center rounded-2xl bg-success/15 text-success">
              <CheckCircle2 className="size-7" aria-hidden />
            </div>
            <CardTitle className="text-2xl">{t('emailConfirmation.successTitle')}</CardTitle>
            <CardDescription className="text-balance">{t('emailConfirmation.successBody')}</CardDescription>
          </CardHeader>
          <CardFooter className="justify-center">
            <Button asChild size="lg" className="w-full">
              {user ? <Link to="/">{t('emailConfirmation.goHome')}</Link> : <Link to="/signin">{t('emailConfirmation.signIn')}</Link>}
            </Button>
          </CardFooter>
        </Card>
      )}
    </AuthShell>
  );
}

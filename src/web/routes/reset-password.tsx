/**
 * /reset-password: choose a new password with the token from the email; an invalid
 * or expired link (?error=INVALID_TOKEN) explains itself and lets the user request a new one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, CheckCircle2, KeyRound, LinkIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { describeAuthError, unexpectedError } from '@web/features/auth/auth-errors';
import { AuthShell } from '@web/features/auth/auth-shell';
import { EmailRequestForm } from '@web/features/auth/email-request-form';
import { PasswordChecklist } from '@web/features/auth/password-checklist';
import { PasswordInput } from '@web/features/auth/password-input';
import { newPasswordSchema } from '@web/features/auth/schemas';
import { AUTH_CALLBACKS, authClient } from '@web/lib/auth-client';

type State = 'form' | 'done' | 'invalid';

/** Reset-password page. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(!token || params.get('error') ? 'invalid' : 'form');

  useEffect(() => {
    document.title = `${t('resetPassword.title')} · Vitrine`;
  }, [t]);

  return (
    <AuthShell>
      {state === 'form' && token && <NewPasswordCard token={token} onDone={() => setState('done')} onInvalid={() => setState('invalid')} />}
      {state === 'done' && <DoneCard />}
      {state === 'invalid' && <InvalidLinkCard />}
    </AuthShell>
  );
}

function CardIcon({ children, tone = 'accent' }: { children: React.ReactNode; tone?: 'accent' | 'success' | 'destructive' }) {
  const tones = {
    accent: 'bg-accent text-accent-foreground',
    success: 'bg-success/15 text-success',
    destructive: 'bg-destructive/10 text-destructive',
  } as const;
  return <div className={`mb-2 flex size-12 items-center justify-center rounded-2xl ${tones[tone]} [&>svg]:size-6`}>{children}</div>;
}

function NewPasswordCard({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: () => void }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(() => newPasswordSchema(t), [t]);
  const { register, handleSubmit, formState, control } = useForm<{ password: string; confirm: string }>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = formState;
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    setError(null);
    try {
      const { error: err } = await authClient.resetPassword({ newPassword, token });
      if (err) {
        const info = describeAuthError(err, t);
        if (info.kind === 'invalidToken') return onInvalid();
        setError(info.message);
        toast.error(info.message);
        return;
      }
      toast.success(t('resetPassword.successTitle'));
      onDone();
    } catch (e) {
      const info = unexpectedError(t, e);
      setError(info.message);
      toast.error(info.message);
    }
  });

  return (
    <Card className="gap-5 shadow-xl shadow-black/[0.04] dark:shadow-black/30">
      <CardHeader>
        <CardIcon>
          <KeyRound aria-hidden />
        </CardIcon>
        <CardTitle className="text-2xl">{t('resetPassword.title')}</CardTitle>
        <CardDescription>{t('resetPassword.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${id}-password`}>{t('fields.newPassword')}</Label>
            <PasswordInput
              id={`${id}-password`}
              autoComplete="new-password"
              required
              aria-invalid={!!errors.password}
              aria-describedby={`${id}-rules${errors.password ? ` ${id}-password-error` : ''}`}
              {...register('password')}
            />
            {errors.password?.message && (
              <p id={`${id}-password-error`} className="text-sm text-destructive">
                {errors.password.message}
              </p>
            )}
            <PasswordChecklist id={`${id}-rules`} password={password} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-confirm`}>{t('fields.confirmPassword')}</Label>
            <PasswordInput
              id={`${id}-confirm`}
              autoComplete="new-password"
              required
              aria-invalid={!!errors.confirm}
              aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
              {...register('confirm')}
            />
            {errors.confirm?.message && (
              <p id={`${id}-confirm-error`} className="text-sm text-destructive">
                {errors.confirm.message}
              </p>
            )}
          </div>
          {error && (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertDescription>
                <p>{error}</p>
              </AlertDescription>
            </Alert>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting && <Spinner />}
            {t('resetPassword.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function DoneCard() {
  const { t } = useTranslation('auth');
  return (
    <Card className="gap-5 text-center shadow-xl shadow-black/[0.04] dark:shadow-black/30">
      <CardHeader className="items-center">
        <CardIcon tone="success">
          <CheckCircle2 aria-hidden />
        </CardIcon>
        <CardTitle className="text-2xl">{t('resetPassword.successTitle')}</CardTitle>
        <CardDescription className="text-balance">{t('resetPassword.successBody')}</CardDescription>
      </CardHeader>
      <CardFooter className="justify-center">
        <Button asChild size="lg" className="w-full">
          <Link to="/signin">{t('resetPassword.goToSignIn')}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function InvalidLinkCard() {
  const { t } = useTranslation('auth');
  const send = async (email: string) => {
    try {
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: AUTH_CALLBACKS.resetPassword });
      if (error) {
        toast.error(describeAuthError(error, t, 'messages.resetFailed').message);
        return false;
      }
      toast.success(t('messages.resetSent'));
      return true;
    } catch (e) {
      toast.error(unexpectedError(t, e).message);
      return false;
    }
  };
  return (
    <Card className="gap-5 shadow-xl shadow-black/[0.04] dark:shadow-black/30">
      <CardHeader>
        <CardIcon tone="destructive">
          <LinkIcon aria-hidden />
        </CardIcon>
        <CardTitle className="text-2xl">{t('resetPassword.invalidTitle')}</CardTitle>
        <CardDescription>{t('resetPassword.invalidBody')}</CardDescription>
      </CardHeader>
      <CardContent>
        <EmailRequestForm submitLabel={t('resetPassword.requestNew')} successMessage={t('messages.resetSent')} onSend={send} />
      </CardContent>
      <CardFooter className="justify-center">
        <Button asChild variant="link">
          <Link to="/signin">{t('resetPassword.backToSignIn')}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

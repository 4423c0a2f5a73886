/**
 * The account form: one component, two modes (sign-up and sign-in) toggled
 * by a link. Sign-up asks for name, optional profession, email and password with a live checklist;
 * sign-in offers 'Forgot password?' for the email typed above. After sign-up the form turns into a
 * 'check your email' panel.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, ArrowLeft, CheckCircle2, Inbox, Info, MailOpen } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { emailConfirmedCallback } from '@shared/auth-links';
import { AUTH_CALLBACKS, authClient } from '@web/lib/auth-client';
import { safeReturnPath } from '@web/lib/session-expiry';
import { type AuthErrorInfo, describeAuthError, unexpectedError } from './auth-errors';
import { PasswordChecklist } from './password-checklist';
import { PasswordInput } from './password-input';
import { ResendConfirmationButton } from './resend-confirmation';
import { SocialSignIn } from './social-sign-in';
import { type AuthFormValues, type AuthMode, authFormSchema } from './schemas';
import { useDevMailboxAvailable } from './use-dev-mailbox';

/** Props of AuthForm. Pass `mode` + `onModeChange` to control the mode (e.g. from the URL). */
export type AuthFormProps = {
  /** Mode to open in when uncontrolled; sign-up by default. */
  defaultMode?: AuthMode;
  mode?: AuthMode;
  onModeChange?: (mode: AuthMode) => void;
  /** Called with the email after a successful sign-up. */
  onSignedUp?: (email: string) => void;
  /** Called after a successful sign-in. */
  onSignedIn?: () => void;
};

/** Inline message; `key` (when set) re-translates it if the language changes. */
type Notice = { tone: 'error' | 'info' | 'success'; message: string; key?: string; unverifiedEmail?: string };

/** Sign-up / sign-in form with its 'check your email' follow-up. */
export function AuthForm({ defaultMode = 'signUp', mode: controlledMode, onModeChange, onSignedUp, onSignedIn }: AuthFormProps) {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const ids = useId();
  const [innerMode, setInnerMode] = useState<AuthMode>(defaultMode);
  const mode = controlledMode ?? innerMode;
  const modeRef = useRef(mode);
  modeRef.current = mode;

  const [notice, setNotice] = useState<Notice | null>(null);
  const [resetPending, setResetPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const resolver: Resolver<AuthFormValues> = (values, ctx, opts) =>
    zodResolver(authFormSchema(modeRef.current, t))(values, ctx, opts) as ReturnType<Resolver<AuthFormValues>>;

  const form = useForm<AuthFormValues>({
    resolver,
    defaultValues: { name: '', profession: '', email: '', password: '' },
  });
  const { register, handleSubmit, formState, getValues, setFocus, clearErrors, control } = form;
  const { errors, isSubmitting } = formState;
  const password = useWatch({ control, name: 'password' }) ?? '';

  // Field errors hold translated text: re-run validation of the shown ones when the language changes.
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    const shown = Object.keys(form.formState.errors) as (keyof AuthFormValues)[];
    if (shown.length) void form.trigger(shown);
  }, [language]); // eslint-disable-line react-hooks/exhaustive-deps

  const switchMode = (next: AuthMode) => {
    setNotice(null);
    clearErrors();
    setSentTo(null);
    if (controlledMode === undefined) setInnerMode(next);
    onModeChange?.(next);
  };

  const showError = (info: AuthErrorInfo, email?: string) => {
    setNotice({
      tone: 'error',
      message: info.message,
      key: info.key,
      unverifiedEmail: info.kind === 'emailNotVerified' ? email : undefined,
    });
    toast.error(info.message);
  };

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    const email = values.email.trim();
    try {
      if (modeRef.current === 'signUp') {
        const profession = values.profession.trim();
        const { error } = await authClient.signUp.email({
          name: values.name.trim(),
          email,
          password: values.password,
          ...(profession ? { profession } : {}),
          // The confirmation link leads on to the page the sign-up began on its way to (e.g. a trial).
          callbackURL: emailConfirmedCallback(safeReturnPath(params.get('next'))),
        });
        if (error) return showError(describeAuthError(error, t), email);
        toast.success(t('messages.signUpSuccess'));
        setSentTo(email);
        onSignedUp?.(email);
      } else {
        const { error } = await authClient.signIn.email({ email, password: values.password });
        if (error) return showError(describeAuthError(error, t), email);
        toast.success(t('messages.signInSuccess'));
        onSignedIn?.();
      }
    } catch (e) {
      showError(unexpectedError(t, e));
    }
  });

  const onForgotPassword = async () => {
    const email = getValues('email').trim();
    if (!email) {
      const message = t('messages.resetEmailRequired');
      setNotice({ tone: 'info', message, key: 'auth:messages.resetEmailRequired' });
      toast.info(message);
      setFocus('email');
      return;
    }
    setResetPending(true);
    setNotice(null);
    try {
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: AUTH_CALLBACKS.resetPassword });
      if (error) {
        showError(describeAuthError(error, t, 'messages.resetFailed'));
      } else {
        const message = t('messages.resetSent');
        setNotice({ tone: 'success', message, key: 'auth:messages.resetSent' });
        toast.success(message);
      }
    } catch (e) {
      showError(unexpectedError(t, e));
    } finally {
      setResetPending(false);
    }
  };

  if (sentTo) {
    return <CheckEmailPanel email={sentTo} onBack={() => switchMode('signIn')} />;
  }

  const isSignUp = mode === 'signUp';
  const fieldId = (name: string) => `${ids}-${name}`;
  const errorId = (name: keyof AuthFormValues) => (errors[name] ? `${fieldId(name)}-error` : undefined);

  return (
    <Card className="gap-5 shadow-xl shadow-black/[0.04] dark:shadow-black/30">
      <CardHeader>
        <CardTitle className="text-2xl">{isSignUp ? t('signUp.title') : t('signIn.title')}</CardTitle>
        <CardDescription>{isSignUp ? t('signUp.subtitle') : t('signIn.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {/* Google and GitHub, when this server has their keys. */}
        <SocialSignIn />
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={isSignUp ? t('signUp.title') : t('signIn.title')}>
          {isSignUp && (
            <>
              <div className="space-y-2">
                <Label htmlFor={fieldId('name')}>{t('fields.name')}</Label>
                <Input
                  id={fieldId('name')}
                  autoComplete="name"
                  required
                  placeholder={t('fields.namePlaceholder')}
                  aria-invalid={!!errors.name}
                  aria-describedby={errorId('name')}
                  {...register('name')}
                />
                <FieldError id={errorId('name')} message={errors.name?.message} />
              </div>
              <div className="space-y-2">
                <Label htmlFor={fieldId('profession')}>
                  {t('fields.profession')}
                  <span className="font-normal text-muted-foreground">({t('fields.optional')})</span>
                </Label>
                <Input
                  id={fieldId('profession')}
                  autoComplete="organization-title"
                  placeholder={t('fields.professionPlaceholder')}
                  {...register('profession')}
                />
              </div>
            </>
          )}
          <div className="space-y-2">
            <Label htmlFor={fieldId('email')}>{t('fields.email')}</Label>
            <Input
              id={fieldId('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              placeholder={t('fields.emailPlaceholder')}
              aria-invalid={!!errors.email}
              aria-describedby={errorId('email')}
              {...register('email')}
            />
            <FieldError id={errorId('email')} message={errors.email?.message} />
          </div>
          <div className="space-y-2">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={fieldId('password')}>{t('fields.password')}</Label>
              {!isSignUp && (
                <button
                  type="button"
                  onClick={onForgotPassword}
                  disabled={resetPending}
                  className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60"
                >
                  {resetPending && <Spinner className="size-3.5" />}
                  {t('forgotPassword')}
                </button>
              )}
            </div>
            <PasswordInput
              id={fieldId('password')}
              autoComplete={isSignUp ? 'new-password' : 'current-password'}
              required
              aria-invalid={!!errors.password}
              aria-describedby={[errorId('password'), isSignUp ? fieldId('rules') : undefined].filter(Boolean).join(' ') || undefined}
              {...register('password')}
            />
            <FieldError id={errorId('password')} message={errors.password?.message} />
            {isSignUp && <PasswordChecklist id={fieldId('rules')} password={password} />}
          </div>

          {notice && <NoticeBox notice={notice} />}

          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting && <Spinner data-testid="submit-spinner" />}
            {isSignUp ? t('signUp.submit') : t('signIn.submit')}
          </Button>
        </form>
      </CardContent>
      <CardFooter className="justify-center gap-1.5 text-sm text-muted-foreground">
        <span>{isSignUp ? t('signUp.haveAccount') : t('signIn.noAccount')}</span>
        <button
          type="button"
          onClick={() => switchMode(isSignUp ? 'signIn' : 'signUp')}
          className="rounded font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {isSignUp ? t('signUp.switch') : t('signIn.switch')}
        </button>
      </CardFooter>
    </Card>
  );
}

function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

function NoticeBox({ notice }: { notice: Notice }) {
  const { t } = useTranslation('auth');
  const variant = notice.tone === 'error' ? 'destructive' : notice.tone === 'success' ? 'success' : 'info';
  const Icon = notice.tone === 'error' ? AlertCircle : notice.tone === 'success' ? CheckCircle2 : Info;
  return (
    <Alert variant={variant} data-testid="auth-notice">
      <Icon aria-hidden />
      <AlertDescription>
        <p>{notice.key ? t(notice.key) : notice.message}</p>
        {/* offered only when sign-in failed because the email is not confirmed yet */}
        {notice.unverifiedEmail && (
          <ResendConfirmationButton email={notice.unverifiedEmail} variant="outline" className="mt-2 h-auto min-h-8 py-1.5 whitespace-normal text-foreground" />
        )}
      </AlertDescription>
    </Alert>
  );
}

/** 'Check your email' panel shown after sign-up. */
function CheckEmailPanel({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const mailboxAvailable = useDevMailboxAvailable();
  return (
    <Card className="gap-5 text-center shadow-xl shadow-black/[0.04] dark:shadow-black/30" data-testid="check-email">
      <CardHeader className="items-center">
        <div className="mb-2 flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <MailOpen className="size-7" aria-hidden />
        </div>
        <CardTitle className="text-2xl">{t('checkEmail.title')}</CardTitle>
        <CardDescription className="text-balance">
          {t('checkEmail.sentTo')} <strong className="font-semibold break-all text-foreground">{email}</strong>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">{t('checkEmail.body')}</p>
        <div className="flex flex-col gap-2">
          <ResendConfirmationButton email={email} variant="outline" className="w-full" />
          {mailboxAvailable && (
            <Button asChild variant="secondary" className="w-full">
              <Link to="/dev/mailbox">
                <Inbox aria-hidden />
                {t('checkEmail.openMailbox')}
              </Link>
            </Button>
          )}
        </div>
      </CardContent>
      <CardFooter className="justify-center">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden />
          {t('checkEmail.backToSignIn')}
        </Button>
      </CardFooter>
    </Card>
  );
}

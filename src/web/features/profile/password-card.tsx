/**
 * Password change through better-auth's change-password: the current password,
 * a new one (at least 6 characters, with the same live checklist as sign-up) typed
 * twice, and whether to sign out the other sessions. Accounts that sign in only with Google or
 * GitHub have no password; they are told how to set one (the reset link by email).
 */
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { describeAuthError } from '@web/features/auth/auth-errors';
import { PasswordChecklist } from '@web/features/auth/password-checklist';
import { PasswordInput } from '@web/features/auth/password-input';
import { PASSWORD_MIN_LENGTH } from '@web/features/auth/schemas';
import { authClient } from '@web/lib/auth-client';
import { type Profile, SESSIONS_KEY } from './api';

export function PasswordCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const id = useId();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  if (!profile.hasPassword) {
    const provider = profile.providers.map((p) => t(`profile.password.providers.${p}`)).join(', ');
    return (
      <Card className="gap-6">
        <CardHeader>
          <CardTitle className="text-lg">{t('profile.password.title')}</CardTitle>
          <CardDescription>{t('profile.password.noPassword', { provider, email: profile.email })}</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (!current) found.current = t('auth:validation.passwordRequired');
    if (next.length < PASSWORD_MIN_LENGTH) found.next = t('auth:validation.passwordMin');
    if (confirm !== next) found.confirm = t('auth:validation.passwordsMismatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { error } = await authClient.changePassword({ currentPassword: current, newPassword: next, revokeOtherSessions: signOutOthers });
      if (error) {
        if (error.code === 'INVALID_PASSWORD') setErrors({ current: t('profile.password.wrongCurrent') });
        else setErrors({ form: describeAuthError(error, t).message });
        return;
      }
      setCurrent('');
      setNext('');
      setConfirm('');
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      toast.success(t('profile.password.updated'));
    } catch (e) {
      console.error('Password change failed', e);
      setErrors({ form: t('auth:messages.unexpected') });
    } finally {
      setBusy(false);
    }
  };

  const errorLine = (key: keyof typeof errors) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-sm text-destructive">
        {errors[key]}
      </p>
    ) : null;

  return (
    <Card className="gap-6">
      <CardHeader>
        <CardTitle className="text-lg">{t('profile.password.title')}</CardTitle>
        <CardDescription>{t('profile.password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-label={t('profile.password.title')}>
          {/* Lets password managers pair the new password with the account. */}
          <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
          <div className="space-y-2">
            <Label htmlFor={`${id}-current`}>{t('profile.password.current')}</Label>
            <PasswordInput
              id={`${id}-current`}
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              aria-invalid={!!errors.current}
              aria-describedby={errors.current ? `${id}-current-error` : undefined}
            />
            {errorLine('current')}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${id}-next`}>{t('auth:fields.newPassword')}</Label>
              <PasswordInput
                id={`${id}-next`}
                autoComplete="new-password"
                value={next}
                onChange={(e) => setNext(e.target.value)}
                aria-invalid={!!errors.next}
                aria-describedby={[errors.next ? `${id}-next-error` : '', `${id}-rules`].filter(Boolean).join(' ')}
              />
              {errorLine('next')}
              <PasswordChecklist id={`${id}-rules`} password={next} />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${id}-confirm`}>{t('auth:fields.confirmPassword')}</Label>
              <PasswordInput
                id={`${id}-confirm`}
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                aria-invalid={!!errors.confirm}
                aria-describedby={errors.confirm ? `${id}-confirm-error` : undefined}
              />
              {errorLine('confirm')}
            </div>
          </div>
          <div className="flex items-start gap-2.5">
            <Checkbox id={`${id}-others`} checked={signOutOthers} onCheckedChange={(v) => setSignOutOthers(v === true)} className="mt-0.5" />
            <Label htmlFor={`${id}-others`} className="leading-snug font-normal">
              {t('profile.password.signOutOthers')}
            </Label>
          </div>
          {errorLine('form')}
          <div className="flex justify-end">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? <Spinner /> : <KeyRound aria-hidden />}
              {t('profile.password.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

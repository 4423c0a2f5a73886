/**
 * The email address: a change sends a confirmation link to the new address
 * (better-auth's change-email; the current address gets a notice) and takes effect only when that
 * link is opened. The link brings the user back here with `?email=changed` (or `&error=` when it was
 * invalid or expired), which this card announces once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, MailCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { describeAuthError } from '@web/features/auth/auth-errors';
import { useAuth } from '@web/features/auth/session';
import { authClient } from '@web/lib/auth-client';
import { type Profile, PROFILE_KEY } from './api';

/** Where the confirmation link sends the browser back (same origin). */
export const EMAIL_CHANGED_CALLBACK = '/account?tab=profile&email=changed';

export function EmailCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const id = useId();
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Back from the confirmation link: say what happened once, then drop the flag from the address.
  const arrived = params.get('email');
  const linkError = params.get('error');
  useEffect(() => {
    if (arrived !== 'changed') return;
    if (linkError) {
      toast.error(t('profile.email.linkInvalid'));
    } else {
      toast.success(t('profile.email.changed'));
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      void refresh().catch(() => undefined);
    }
    const next = new URLSearchParams(params);
    next.delete('email');
    next.delete('error');
    setParams(next, { replace: true });
  }, [arrived]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const newEmail = value.trim().toLowerCase();
    if (!z.email().safeParse(newEmail).success) return setError(t('auth:validation.emailInvalid'));
    if (newEmail === profile.email.toLowerCase()) return setError(t('profile.email.same'));
    setError(null);
    setBusy(true);
    try {
      const { error: failure } = await authClient.changeEmail({ newEmail, callbackURL: EMAIL_CHANGED_CALLBACK });
      if (failure) {
        setError(describeAuthError(failure, t).message);
        return;
      }
      setSentTo(newEmail);
      setValue('');
      toast.success(t('profile.email.sent', { email: newEmail }));
    } catch (e) {
      console.error('Email change failed', e);
      setError(t('auth:messages.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="gap-6">
      <CardHeader>
        <CardTitle className="text-lg">{t('profile.email.title')}</CardTitle>
        <CardDescription>{t('profile.email.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all" data-testid="profile-email">
            {profile.email}
          </span>
          {profile.emailVerified ? (
            <Badge variant="accent">
              <BadgeCheck aria-hidden />
              {t('profile.email.verified')}
            </Badge>
          ) : null}
        </div>
        {sentTo ? (
          <Alert variant="info">
            <MailCheck aria-hidden />
            <AlertDescription>{t('profile.email.sent', { email: sentTo })}</AlertDescription>
          </Alert>
        ) : null}
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-2" aria-label={t('profile.email.title')}>
          <Label htmlFor={`${id}-email`}>{t('profile.email.newLabel')}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder={t('auth:fields.emailPlaceholder')}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-error` : undefined}
              className="sm:flex-1"
            />
            <Button type="submit" variant="outline" disabled={busy || !value.trim()} aria-busy={busy}>
              {busy ? <Spinner /> : null}
              {t('profile.email.submit')}
            </Button>
          </div>
          {error ? (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}

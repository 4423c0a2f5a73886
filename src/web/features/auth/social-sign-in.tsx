/**
 * 'Continue with Google' / 'Continue with GitHub': shown only for the providers
 * whose keys the server has (GET /api/v1/auth-options). A click goes through better-auth's social
 * sign-in to the provider and back; the browser returns to the page in `?next=` (or home), and a
 * failed attempt comes back to /signin with `?error=`, which this block explains.
 */
import { useQuery } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SocialProvider } from '@shared/contracts/profile';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { api, unwrap } from '@web/lib/api-client';
import { authClient } from '@web/lib/auth-client';

/** The providers offered on this server. */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['auth-options'],
    queryFn: ({ signal }) => unwrap(api.GET('/auth-options', { signal })),
    staleTime: Infinity,
    retry: 1,
  });
}

/** A path on this origin to come back to ('/' for anything else). */
function returnPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : '/';
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-4" aria-hidden>
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

function GitHubMark() {
  return (
    <svg viewBox="0 0 16 16" className="size-4" aria-hidden fill="currentColor">
      <path d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z" />
    </svg>
  );
}

const MARKS: Record<SocialProvider, () => React.JSX.Element> = { google: GoogleMark, github: GitHubMark };

/** The buttons and the divider above the email form; nothing when no provider is configured. */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const options = useSocialProviders();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [failed, setFailed] = useState(false);
  const providers = options.data?.socialProviders ?? [];
  const callbackError = params.get('error');

  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    setPending(provider);
    setFailed(false);
    const back = returnPath(params.get('next'));
    try {
      const { error } = await authClient.signIn.social({ provider, callbackURL: back, newUserCallbackURL: back, errorCallbackURL: '/signin' });
      if (error) throw error;
      // The browser is on its way to the provider.
    } catch (e) {
      console.error('Social sign-in could not start', e);
      setFailed(true);
      setPending(null);
    }
  };

  const message = failed
    ? t('social.failed')
    : callbackError === 'email_not_verified'
      ? t('social.emailNotVerified')
      : callbackError
        ? t('social.failed')
        : null;

  return (
    <div className="space-y-4" data-testid="social-sign-in">
      {message ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-2">
        {providers.map((provider) => {
          const Mark = MARKS[provider];
          return (
            <Button key={provider} type="button" variant="outline" size="lg" className="w-full" onClick={() => void start(provider)} disabled={pending !== null}>
              {pending === provider ? <Spinner /> : <Mark />}
              {t(`social.continueWith.${provider}`)}
            </Button>
          );
        })}
      </div>
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        {t('social.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}

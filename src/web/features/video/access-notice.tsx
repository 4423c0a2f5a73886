/**
 * The video access messages (docs/product.md) in a friendly panel: signed out (with a sign-in link
 * that brings the visitor back to this page, as the signed-in gate does: lib/session-expiry.ts
 * `signInPath`), Starter and an unknown tier (with a link to the plans).
 */
import { ArrowRight, Film, Lock, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { signInPath } from '@web/lib/session-expiry';

export type VideoAccessNoticeProps = { reason: 'signedOut' | 'starter' | 'unknownTier' };

const MESSAGE_KEYS = {
  signedOut: 'errors:videoSignedOut',
  starter: 'errors:videoStarter',
  unknownTier: 'errors:videoUnknownTier',
} as const;

/** Why video features are not available here, and the way forward. */
export function VideoAccessNotice({ reason }: VideoAccessNoticeProps) {
  const { t } = useTranslation('video');
  const signedOut = reason === 'signedOut';
  const location = useLocation();
  const signIn = signInPath(`${location.pathname}${location.search}${location.hash}`, false);
  return (
    <section
      data-testid="video-access-notice"
      className="bg-vitrine mx-auto flex w-full max-w-xl flex-col items-center gap-5 rounded-2xl border bg-card/80 px-6 py-10 text-center shadow-sm sm:px-10"
    >
      <span className="relative flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <Film className="size-7" aria-hidden />
        <span className="absolute -right-1.5 -bottom-1.5 flex size-6 items-center justify-center rounded-full border-2 border-card bg-background text-muted-foreground">
          <Lock className="size-3" aria-hidden />
        </span>
      </span>
      <div className="space-y-2">
        <h2 className="text-xl font-semibold tracking-tight text-balance">{signedOut ? t('access.signedOutTitle') : t('access.planTitle')}</h2>
        <p className="text-pretty text-muted-foreground" role="status">{t(MESSAGE_KEYS[reason])}</p>
      </div>
      {signedOut ? (
        <Button asChild size="lg">
          <Link to={signIn}>
            <LogIn aria-hidden />
            {t('common:actions.signIn')}
          </Link>
        </Button>
      ) : (
        <Button asChild size="lg">
          <Link to="/pricing">
            {t('access.seePlans')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      )}
    </section>
  );
}

/** The signed-out notice as a whole page (the video routes' signed-out view). */
export function VideoSignedOutView() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12 sm:px-6">
      <VideoAccessNotice reason="signedOut" />
    </div>
  );
}

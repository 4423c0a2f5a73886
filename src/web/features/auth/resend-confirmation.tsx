import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { AUTH_CALLBACKS, authClient } from '@web/lib/auth-client';
import { describeAuthError, unexpectedError } from './auth-errors';

/** Asks the server to send the confirmation email again; resolves to true on success. */
export async function resendConfirmation(email: string, t: Parameters<typeof describeAuthError>[1]): Promise<boolean> {
  try {
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: AUTH_CALLBACKS.emailConfirmation });
    if (error) {
      toast.error(describeAuthError(error, t, 'messages.verificationFailed').message);
      return false;
    }
    toast.success(t('auth:messages.verificationSent', { email }));
    return true;
  } catch (e) {
    toast.error(unexpectedError(t, e).message);
    return false;
  }
}

/** 'Resend confirmation email' button for a known address. */
export function ResendConfirmationButton({
  email,
  variant = 'outline',
  className,
}: {
  email: string;
  variant?: 'outline' | 'default' | 'secondary' | 'link';
  className?: string;
}) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <Button
      variant={variant}
      className={className}
      disabled={pending}
      aria-busy={pending}
      onClick={async () => {
        setPending(true);
        const ok = await resendConfirmation(email, t);
        setPending(false);
        if (ok) setSent(true);
      }}
    >
      {pending ? <Spinner /> : sent ? <MailCheck aria-hidden /> : null}
      {t('checkEmail.resend')}
    </Button>
  );
}

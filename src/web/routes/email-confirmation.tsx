/**
 * /email-confirmation: where confirmation links sent before they landed on the app root still go.
 * Success -> 'Email confirmed' and sign in; ?error=... (invalid or expired link) -> explanation and a
 * resend form (features/auth/email-confirmed-view.tsx, shared with the root).
 */
import { useSearchParams } from 'react-router';
import { EmailConfirmedView } from '@web/features/auth/email-confirmed-view';

/** Email-confirmation page. */
export default function EmailConfirmationPage() {
  const [params] = useSearchParams();
  return <EmailConfirmedView error={params.get('error')} />;
}

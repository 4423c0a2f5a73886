import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { emailOnlySchema } from './schemas';

/**
 * A one-field email form (request a new reset link, resend the confirmation email). `onSend` resolves to
 * true on success; the form then shows `successMessage`.
 */
export function EmailRequestForm({
  submitLabel,
  successMessage,
  onSend,
}: {
  submitLabel: string;
  successMessage: string;
  onSend: (email: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [sent, setSent] = useState(false);
  const schema = useMemo(() => emailOnlySchema(t), [t]);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ email }) => {
    setSent(await onSend(email.trim()));
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="space-y-2 text-left">
        <Label htmlFor={`${id}-email`}>{t('fields.email')}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          placeholder={t('fields.emailPlaceholder')}
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? `${id}-error` : undefined}
          {...register('email')}
        />
        {errors.email?.message && (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {errors.email.message}
          </p>
        )}
      </div>
      {sent && (
        <Alert variant="success">
          <CheckCircle2 aria-hidden />
          <AlertDescription>
            <p>{successMessage}</p>
          </AlertDescription>
        </Alert>
      )}
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Spinner />}
        {submitLabel}
      </Button>
    </form>
  );
}

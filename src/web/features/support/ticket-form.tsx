/**
 * The contact form: subject, category (technical,
 * billing, feature, account, general) and message. Sending creates a ticket; the user gets an email
 * copy and the reference is shown.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { TICKET_CATEGORIES, TICKET_LIMITS, type TicketCategory } from '@shared/contracts/support';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupChip } from '@web/components/ui/radio-group';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api';
import { useCreateTicket } from './api';

type FormValues = { subject: string; category: TicketCategory; message: string };

export function TicketForm() {
  const { t } = useTranslation('support');
  const id = useId();
  const create = useCreateTicket();
  const schema = z.object({
    subject: z.string().trim().min(1, t('form.errors.subject')).max(TICKET_LIMITS.subject, t('form.errors.subjectLong', { max: TICKET_LIMITS.subject })),
    category: z.enum(TICKET_CATEGORIES),
    message: z
      .string()
      .trim()
      .min(TICKET_LIMITS.messageMin, t('form.errors.message', { min: TICKET_LIMITS.messageMin }))
      .max(TICKET_LIMITS.message, t('form.errors.messageLong', { max: TICKET_LIMITS.message })),
  });
  const form = useForm<FormValues>({ resolver: zodResolver(schema), defaultValues: { subject: '', category: 'general', message: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      (ticket) => {
        toast.success(t('form.sent', { number: ticket.number }));
        form.reset({ subject: '', category: values.category, message: '' });
      },
      (e: unknown) => toast.error(e instanceof ApiError && e.message ? e.message : t('form.failed')),
    ),
  );

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate data-testid="ticket-form">
      <div className="space-y-2">
        <Label htmlFor={`${id}-subject`}>{t('form.subject')}</Label>
        <Input id={`${id}-subject`} placeholder={t('form.subjectPlaceholder')} maxLength={TICKET_LIMITS.subject} aria-invalid={!!errors.subject} {...form.register('subject')} />
        {errors.subject && <p className="text-sm text-destructive">{errors.subject.message}</p>}
      </div>
      <div className="space-y-2">
        <h4 id={`${id}-category`} className="text-sm font-medium">
          {t('form.category')}
        </h4>
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <RadioGroup aria-labelledby={`${id}-category`} value={field.value} onValueChange={(v) => field.onChange(v as TicketCategory)} className="grid-cols-2 sm:flex sm:flex-wrap">
              {TICKET_CATEGORIES.map((c) => (
                <RadioGroupChip key={c} value={c} className="justify-start sm:justify-center">
                  {t(`categories.${c}`)}
                </RadioGroupChip>
              ))}
            </RadioGroup>
          )}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-message`}>{t('form.message')}</Label>
        <Textarea id={`${id}-message`} rows={6} placeholder={t('form.messagePlaceholder')} maxLength={TICKET_LIMITS.message} aria-invalid={!!errors.message} {...form.register('message')} />
        {errors.message && <p className="text-sm text-destructive">{errors.message.message}</p>}
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? <Spinner className="size-4" /> : <Send aria-hidden />}
        {create.isPending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}

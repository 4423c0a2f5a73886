/**
 * The emails of a free trial, in the user's language, as text and HTML: started (its end date and
 * credits), ending tomorrow (how to keep the plan), ended (back on Free, the credits taken back).
 * Texts: the `emails` locale namespace, `trial.<kind>`.
 */
import type { Language, Tier } from '../../shared/catalog';
import { translator } from '../i18n';
import type { MailMessage } from '../providers/mail';
import { emailLayout } from './profile-emails';

export type TrialEmailKind = 'started' | 'endsSoon' | 'ended';

/** The end date as the user reads it: day, month and year in their language (UTC). */
function dateIn(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * One trial email. Input: the kind; recipient, name, language; the trial's tier, end and credits;
 * for 'ended', the credits taken back; the app's public URL (the button's target).
 */
export function trialEmail(
  kind: TrialEmailKind,
  input: { to: string; name: string; language: Language; tier: Tier; endsAt: Date; credits: number; takenBack: number; publicUrl: string },
): MailMessage {
  const t = translator(input.language);
  const values = { plan: t(`emails:trial.plans.${input.tier}`), date: dateIn(input.language, input.endsAt), credits: input.credits, count: input.takenBack };
  const paragraphs =
    kind === 'started' ? [t('emails:trial.started.body', values), t('emails:trial.started.after', values)]
    : kind === 'endsSoon' ? [t('emails:trial.endsSoon.body', values), t('emails:trial.endsSoon.keep', values)]
    : [t('emails:trial.ended.body', values), ...(input.takenBack > 0 ? [t('emails:trial.ended.credits', values)] : []), t('emails:trial.ended.keep', values)];
  const body = emailLayout(input.language, {
    greeting: t('emails:greeting', { name: input.name }),
    paragraphs,
    button: { label: t(`emails:trial.${kind}.button`, values), url: kind === 'started' ? `${input.publicUrl}/` : `${input.publicUrl}/pricing` },
    linkFallback: t('emails:linkFallback'),
    signature: t('emails:signature'),
  });
  return { to: input.to, subject: t(`emails:trial.${kind}.subject`, values), ...body };
}

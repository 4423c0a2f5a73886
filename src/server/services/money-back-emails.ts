/**
 * The emails of the money-back guarantee: to the user in their language (request received,
 * approved with what was refunded and the credits taken back, declined), and to the support inbox
 * in English (a new request, the user as Reply-To). Texts: `emails:moneyBack.*` and
 * `notices:moneyBack.*`.
 */
import type { Language } from '../../shared/catalog';
import { formatMinorAmount as formatMoney } from '../../shared/money';
import { translator } from '../i18n';
import type { MailMessage } from '../providers/mail';
import { longDate, noticeEmail } from './notices/notice-email';

/** The support inbox reads English. */
const SUPPORT_LANGUAGE: Language = 'en';

/** What the emails need of a request. */
export interface MoneyBackEmailRequest {
  tier: string;
  amountMinor: number;
  currency: string;
  paidAt: Date;
  creditsTakenBack: number | null;
  message: string | null;
}

/** One email to the user: 'received', 'approved' or 'declined'. */
export function moneyBackEmail(
  kind: 'received' | 'approved' | 'declined',
  input: { to: string; name: string; language: Language; request: MoneyBackEmailRequest; publicUrl: string },
): MailMessage {
  const t = translator(input.language);
  const r = input.request;
  const values = { amount: formatMoney(r.amountMinor, r.currency, input.language), plan: r.tier, date: longDate(r.paidAt, input.language), count: r.creditsTakenBack ?? 0 };
  const paragraphs = [t(`emails:moneyBack.${kind}.body`, values)];
  if (kind === 'approved') {
    paragraphs.push(t('emails:moneyBack.approved.bank'));
    if ((r.creditsTakenBack ?? 0) > 0) paragraphs.push(t('emails:moneyBack.approved.credits', values));
  }
  return noticeEmail({
    to: input.to,
    name: input.name,
    language: input.language,
    subject: t(`emails:moneyBack.${kind}.subject`, values),
    paragraphs,
    facts: [
      { label: t('emails:moneyBack.facts.plan'), value: r.tier },
      { label: t('emails:moneyBack.facts.amount'), value: values.amount },
      { label: t('emails:moneyBack.facts.paidOn'), value: values.date },
    ],
    button: { label: t('emails:moneyBack.button'), url: `${input.publicUrl}/account?tab=billing` },
  });
}

/** The support inbox's notice of a new request. */
export function moneyBackSupportEmail(input: { to: string; request: MoneyBackEmailRequest; user: { email: string; name: string }; publicUrl: string }): MailMessage {
  const s = translator(SUPPORT_LANGUAGE);
  const r = input.request;
  return noticeEmail({
    to: input.to,
    name: 'Vitrine support',
    language: SUPPORT_LANGUAGE,
    subject: s('notices:moneyBack.supportSubject', { email: input.user.email }),
    paragraphs: [s('notices:moneyBack.supportBody')],
    facts: [
      { label: s('notices:ticket.from'), value: `${input.user.name} <${input.user.email}>` },
      { label: s('emails:moneyBack.facts.plan'), value: r.tier },
      { label: s('emails:moneyBack.facts.amount'), value: formatMoney(r.amountMinor, r.currency, SUPPORT_LANGUAGE) },
      { label: s('emails:moneyBack.facts.paidOn'), value: longDate(r.paidAt, SUPPORT_LANGUAGE) },
    ],
    ...(r.message ? { quote: { label: s('notices:ticket.message'), text: r.message } } : {}),
    button: { label: s('notices:moneyBack.supportButton'), url: `${input.publicUrl}/admin/refunds` },
    replyTo: input.user.email,
  });
}

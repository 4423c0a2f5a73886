/**
 * The layout of notification emails, as text and HTML in the recipient's
 * language: greeting, paragraphs, an optional table of facts, an optional button, the signature and,
 * for emails governed by a toggle, a footer saying why the email was sent with an unsubscribe link
 * (a signed token that works without signing in) and the RFC 8058 one-click headers
 * (List-Unsubscribe, List-Unsubscribe-Post) that mail clients show as 'Unsubscribe'.
 * Texts come from the `notices` and `emails` locale namespaces.
 */
import type { Language } from '../../../shared/catalog';
import { translator } from '../../i18n';
import type { MailMessage } from '../../providers/mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Why a governed email was sent and how to stop it. */
export interface NoticeFooter {
  /** The sentence saying which setting sends this email. */
  reason: string;
  /** The account page where the setting is changed (needs sign-in). */
  manageUrl: string;
  /** The unsubscribe page of this category (works signed out); absent for security emails. */
  unsubscribeUrl?: string;
  /** The RFC 8058 one-click endpoint (POST, no sign-in). */
  oneClickUrl?: string;
}

export interface NoticeEmail {
  to: string;
  name: string;
  language: Language;
  subject: string;
  paragraphs: string[];
  /** Label and value rows, e.g. 'Images made: 12'. */
  facts?: { label: string; value: string }[];
  /** A quoted block (e.g. the user's own message). */
  quote?: { label: string; text: string };
  button?: { label: string; url: string };
  /** Smaller closing lines (e.g. 'If you did not ask for this...'). */
  notes?: string[];
  footer?: NoticeFooter;
  replyTo?: string;
}

/** Builds the message. Output: MailMessage with text and HTML bodies and, with a one-click URL, the unsubscribe headers. */
export function noticeEmail(input: NoticeEmail): MailMessage {
  const t = translator(input.language);
  const greeting = t('emails:greeting', { name: input.name });
  const signature = t('emails:signature');
  const text: string[] = [greeting, ''];
  for (const p of input.paragraphs) text.push(p, '');
  for (const f of input.facts ?? []) text.push(`${f.label}: ${f.value}`);
  if (input.facts?.length) text.push('');
  if (input.quote) text.push(`${input.quote.label}:`, ...input.quote.text.split('\n').map((l) => `> ${l}`), '');
  if (input.button) text.push(`${input.button.label}: ${input.button.url}`, '');
  for (const n of input.notes ?? []) text.push(n, '');
  text.push(signature);
  if (input.footer) {
    text.push('', '--', input.footer.reason);
    if (input.footer.unsubscribeUrl) text.push(`${t('notices:footer.unsubscribe')}: ${input.footer.unsubscribeUrl}`);
    text.push(`${t('notices:footer.manage')}: ${input.footer.manageUrl}`);
  }

  const row = (html: string, style = 'padding-top:12px;font-size:16px;line-height:1.5') => `<tr><td style="${style}">${html}</td></tr>`;
  const html: string[] = [
    `<!doctype html><html lang="${input.language}"><body style="margin:0;background:#f5f5f4;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1917">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">',
    '<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">',
    row('Vitrine', 'font-size:20px;font-weight:700;letter-spacing:-0.01em'),
    row(escapeHtml(greeting), 'padding-top:24px;font-size:16px'),
    ...input.paragraphs.map((p) => row(escapeHtml(p))),
  ];
  if (input.facts?.length) {
    const cells = input.facts
      .map((f) => `<tr><td style="padding:6px 12px 6px 0;color:#57534e">${escapeHtml(f.label)}</td><td style="padding:6px 0;font-weight:600;text-align:right">${escapeHtml(f.value)}</td></tr>`)
      .join('');
    html.push(row(`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #e7e5e4;border-bottom:1px solid #e7e5e4">${cells}</table>`, 'padding-top:16px;font-size:15px'));
  }
  if (input.quote) {
    html.push(row(`<div style="color:#57534e;font-size:13px">${escapeHtml(input.quote.label)}</div><div style="margin-top:6px;padding:12px 16px;background:#f5f5f4;border-radius:8px;white-space:pre-wrap">${escapeHtml(input.quote.text)}</div>`, 'padding-top:16px;font-size:15px;line-height:1.5'));
  }
  if (input.button) {
    html.push(
      row(`<a href="${escapeHtml(input.button.url)}" style="background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(input.button.label)}</a>`, 'padding:28px 0 8px'),
      row(`${escapeHtml(t('emails:linkFallback'))}<br><a href="${escapeHtml(input.button.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(input.button.url)}</a>`, 'padding-top:12px;font-size:13px;color:#57534e;line-height:1.5'),
    );
  }
  for (const n of input.notes ?? []) html.push(row(escapeHtml(n), 'padding-top:16px;font-size:13px;color:#57534e;line-height:1.5'));
  html.push(row(escapeHtml(signature), 'padding-top:20px;font-size:13px;color:#57534e'));
  if (input.footer) {
    const links = [
      input.footer.unsubscribeUrl ? `<a href="${escapeHtml(input.footer.unsubscribeUrl)}" style="color:#57534e">${escapeHtml(t('notices:footer.unsubscribe'))}</a>` : null,
      `<a href="${escapeHtml(input.footer.manageUrl)}" style="color:#57534e">${escapeHtml(t('notices:footer.manage'))}</a>`,
    ].filter(Boolean);
    html.push(
      row(
        `<div style="border-top:1px solid #e7e5e4;padding-top:16px">${escapeHtml(input.footer.reason)}<br>${links.join(' · ')}</div>`,
        'padding-top:24px;font-size:12px;color:#78716c;line-height:1.5',
      ),
    );
  }
  html.push('</table></td></tr></table></body></html>');

  const message: MailMessage = { to: input.to, subject: input.subject, text: text.join('\n'), html: html.join('\n') };
  if (input.replyTo) message.replyTo = input.replyTo;
  if (input.footer?.oneClickUrl) {
    message.headers = { 'List-Unsubscribe': `<${input.footer.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }
  return message;
}

/** A long date in the language, e.g. '10 November 2026' (UTC). */
export function longDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A date and time in the language with its zone, e.g. '10 Nov 2026, 14:05 UTC'. */
export function dateTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(date);
}

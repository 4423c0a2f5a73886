/**
 * Emails of an email change, in the recipient's language, as text and HTML:
 * the confirmation link sent to the new address (the change applies only when it is opened), and a
 * notice to the current address that a change was asked for. Texts: the `emails` locale namespace.
 */
import type { Language } from '../../shared/catalog';
import { translator } from '../i18n';
import type { MailMessage } from '../providers/mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One email as text and HTML: greeting, paragraphs, an optional button with its link, the signature. */
export function emailLayout(language: Language, parts: { greeting: string; paragraphs: string[]; button?: { label: string; url: string }; linkFallback: string; signature: string }) {
  const { greeting, paragraphs, button, signature } = parts;
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...(button ? [button.url, ''] : []), signature].join('\n');
  const rows = paragraphs.map((p) => `<tr><td style="padding-top:12px;font-size:16px;line-height:1.5">${escapeHtml(p)}</td></tr>`).join('\n');
  const action = button
    ? `<tr><td style="padding:28px 0"><a href="${escapeHtml(button.url)}" style="background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(button.label)}</a></td></tr>
<tr><td style="font-size:13px;color:#57534e;line-height:1.5">${escapeHtml(parts.linkFallback)}<br><a href="${escapeHtml(button.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(button.url)}</a></td></tr>`
    : '';
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f5f5f4;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;letter-spacing:-0.01em">Vitrine</td></tr>
<tr><td style="padding-top:24px;font-size:16px">${escapeHtml(greeting)}</td></tr>
${rows}
${action}
<tr><td style="padding-top:20px;font-size:13px;color:#57534e">${escapeHtml(signature)}</td></tr>
</table></td></tr></table></body></html>`;
  return { text, html };
}

/**
 * The confirmation sent to a new address: opening `url` (better-auth's /verify-email link)
 * makes it the account's address. Input: the new address, the name, the link, the language.
 */
export function changeEmailEmail(to: string, name: string, url: string, language: Language): MailMessage {
  const t = translator(language);
  const body = emailLayout(language, {
    greeting: t('emails:greeting', { name }),
    paragraphs: [t('emails:changeEmail.body', { email: to }), t('emails:changeEmail.ignore')],
    button: { label: t('emails:changeEmail.button'), url },
    linkFallback: t('emails:linkFallback'),
    signature: t('emails:signature'),
  });
  return { to, subject: t('emails:changeEmail.subject'), ...body };
}

/**
 * The notice sent to the current address when a change to `newEmail` is asked for (no link: the
 * change needs the new address's confirmation; the notice tells an owner who did not ask what to do).
 */
export function emailChangeNoticeEmail(to: string, name: string, newEmail: string, language: Language): MailMessage {
  const t = translator(language);
  const body = emailLayout(language, {
    greeting: t('emails:greeting', { name }),
    paragraphs: [t('emails:emailChangeNotice.body', { email: newEmail }), t('emails:emailChangeNotice.notYou')],
    linkFallback: t('emails:linkFallback'),
    signature: t('emails:signature'),
  });
  return { to, subject: t('emails:emailChangeNotice.subject'), ...body };
}

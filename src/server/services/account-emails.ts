/**
 * Account emails (confirmation, password reset) in the recipient's language, as text and HTML.
 * Texts come from the `emails` locale namespace.
 */
import type { Language } from '../../shared/catalog';
import { translator } from '../i18n';
import type { MailMessage } from '../providers/mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function accountEmail(kind: 'verify' | 'reset', to: string, name: string, url: string, language: Language): MailMessage {
  const t = translator(language);
  const k = (key: string) => t(`emails:${kind}.${key}`);
  const greeting = t('emails:greeting', { name });
  const text = [greeting, '', k('body'), '', url, '', k('ignore'), '', t('emails:signature')].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f5f5f4;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;letter-spacing:-0.01em">Vitrine</td></tr>
<tr><td style="padding-top:24px;font-size:16px">${escapeHtml(greeting)}</td></tr>
<tr><td style="padding-top:12px;font-size:16px;line-height:1.5">${escapeHtml(k('body'))}</td></tr>
<tr><td style="padding:28px 0"><a href="${escapeHtml(url)}" style="background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(k('button'))}</a></td></tr>
<tr><td style="font-size:13px;color:#57534e;line-height:1.5">${escapeHtml(t('emails:linkFallback'))}<br><a href="${escapeHtml(url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(url)}</a></td></tr>
<tr><td style="padding-top:20px;font-size:13px;color:#57534e">${escapeHtml(k('ignore'))}</td></tr>
<tr><td style="padding-top:20px;font-size:13px;color:#57534e">${escapeHtml(t('emails:signature'))}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject: k('subject'), text, html };
}

/** The sign-up confirmation email with its verification `url`. */
export function verificationEmail(to: string, name: string, url: string, language: Language): MailMessage {
  return accountEmail('verify', to, name, url, language);
}

/** The password-reset email with its `url` to /reset-password on the app's own origin. */
export function passwordResetEmail(to: string, name: string, url: string, language: Language): MailMessage {
  return accountEmail('reset', to, name, url, language);
}

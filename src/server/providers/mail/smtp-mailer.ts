/** SMTP delivery through nodemailer, for SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). */
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

/** Creates a mailer that sends over SMTP. @throws on send when the server refuses the message. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
  };
}

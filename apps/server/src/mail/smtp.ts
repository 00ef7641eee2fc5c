import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';
import type { MailTransport } from './transport';

/**
 * Limits on one delivery: an SMTP server that stops answering must not hold a mail (and the
 * database row locked for it) for long.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(smtp: SmtpConfig, from: string): MailTransport {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...TIMEOUTS,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
  });
  return {
    name: `SMTP ${smtp.host}:${smtp.port}`,
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        ...(mail.unsubscribe
          ? {
              headers: {
                'List-Unsubscribe': `<${mail.unsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      });
    },
  };
}

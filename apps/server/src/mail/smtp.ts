import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';
import type { Mailer } from './mailer';

export function createSmtpMailer(smtp: SmtpConfig, from: string): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

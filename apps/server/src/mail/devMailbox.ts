import type { Logger } from 'pino';
import type { Mailbox, SentMail } from './mailer';

const LIMIT = 500;

/** No SMTP configured: each mail is logged and kept in memory, newest first. */
export function createDevMailbox(logger: Logger): Mailbox {
  let mails: SentMail[] = [];
  return {
    async send(mail) {
      mails.unshift({ ...mail, sentAt: new Date().toISOString() });
      if (mails.length > LIMIT) mails.length = LIMIT;
      logger.info({ to: mail.to, subject: mail.subject }, `dev mailbox:\n${mail.text}`);
    },
    list: (to) => (to ? mails.filter((mail) => mail.to === to.trim().toLowerCase()) : [...mails]),
    clear: () => {
      mails = [];
    },
  };
}

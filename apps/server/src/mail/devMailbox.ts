import type { Mailbox, SentMail } from './transport';

const LIMIT = 500;

/**
 * No SMTP in development and tests: mail is kept in memory, newest first, for
 * GET /api/dev/mailbox. Nothing of it is logged: subjects carry codes, bodies carry links.
 */
export function createDevMailbox(): Mailbox {
  let mails: SentMail[] = [];
  return {
    name: 'development mailbox',
    async send({ messageId: _, ...mail }) {
      mails.unshift({ ...mail, sentAt: new Date().toISOString() });
      if (mails.length > LIMIT) mails.length = LIMIT;
    },
    list: (to) => (to ? mails.filter((mail) => mail.to === to.trim().toLowerCase()) : [...mails]),
    clear: () => {
      mails = [];
    },
  };
}

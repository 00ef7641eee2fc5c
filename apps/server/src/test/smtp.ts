import { setTimeout as delay } from 'node:timers/promises';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports';

/**
 * A real SMTP server in the test process (smtp-server), keeping what it receives parsed
 * (mailparser). It can be stopped and started again on the same port, as a mail server that
 * goes down and comes back, and told to refuse recipients.
 */
export interface TestSmtp {
  readonly port: number;
  readonly mails: ParsedMail[];
  /** Recipients answered with 550 (the address does not exist). */
  readonly refuse: Set<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Waits until `count` mails arrived (or fails after `timeoutMs`). */
  received(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const mails: ParsedMail[] = [];
  const refuse = new Set<string>();
  let server: SMTPServer | null = null;
  const smtp: TestSmtp = {
    port,
    mails,
    refuse,
    async start() {
      if (server) return;
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (refuse.has(address.address)) {
            const error = Object.assign(new Error('No such user'), { responseCode: 550 });
            callback(error);
            return;
          }
          callback();
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              mails.push(mail);
              callback();
            })
            .catch(callback);
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    async received(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${mails.length} of ${count} mails arrived within ${timeoutMs} ms`);
        }
        await delay(25);
      }
      return mails;
    },
  };
  await smtp.start();
  return smtp;
}

import type { RenderedMail } from './templates';

/** One rendered mail on its way out. */
export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The same on every attempt, so a receiving server can tell a repeat. */
  messageId: string;
}

/** Hands mail to whatever delivers it: SMTP, or the development mailbox. */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
}

/** A mail as the development mailbox shows it (the mock backend's mailbox shows the same). */
export interface SentMail extends Omit<OutgoingMail, 'messageId'> {
  sentAt: string;
}

/** Keeps what a development or test server "sends" so people and tests can read it. */
export interface Mailbox extends MailTransport {
  list(to?: string): SentMail[];
  clear(): void;
}

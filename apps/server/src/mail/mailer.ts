export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail extends Mail {
  sentAt: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Keeps what a development or test server "sends" so people and tests can read it. */
export interface Mailbox extends Mailer {
  list(to?: string): SentMail[];
  clear(): void;
}

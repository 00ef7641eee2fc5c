-- Outgoing mail, written in the same transaction as what caused it and delivered by a worker in
-- every server (mail/outbox.ts). A worker locks a due row (FOR UPDATE SKIP LOCKED) for the time
-- of its sending, so two servers never send one mail, and a server that dies mid-send lets go.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  -- One key per event ('otp:<user>:<issued at>', 'reset:<token digest>'): queued once at most.
  dedupe_key text NOT NULL UNIQUE,
  template text NOT NULL,
  recipient text NOT NULL,
  -- The template's data (codes, links); cleared when the mail is sent, failed or expired.
  data jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'expired')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  -- After this the mail is pointless (its code or link no longer works): dropped, not sent.
  expires_at timestamptz,
  -- What the last failed attempt said (an error code, never the mail's content).
  last_error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX mail_outbox_ended_idx ON mail_outbox (created_at) WHERE status <> 'pending';

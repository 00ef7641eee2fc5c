-- State that several servers on one database must share.

-- Bumped after every change the product list or search can show; each server's answer cache
-- compares it before reusing an answer.
CREATE SEQUENCE catalogue_version;
SELECT nextval('catalogue_version');

-- Fixed-window counters (sign-ups, resets, reset e-mails per address or account).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);

-- Failed sign-ins per account, per address and per account from one address.
CREATE TABLE login_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure timestamptz NOT NULL,
  blocked_until timestamptz NOT NULL
);

-- Idempotency-Key answers of order creation, per user; status is null while in progress.
CREATE TABLE idempotency_keys (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  body text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);

-- An online order awaiting payment holds its units until reserved_until; null otherwise.
ALTER TABLE orders ADD COLUMN reserved_until timestamptz;
-- Fingerprint of the create request, to recognise a repeated submit.
ALTER TABLE orders ADD COLUMN request_hash text;
CREATE INDEX orders_reserved_idx ON orders(reserved_until) WHERE reserved_until IS NOT NULL;
CREATE INDEX orders_request_idx ON orders(user_id, request_hash, order_date DESC);

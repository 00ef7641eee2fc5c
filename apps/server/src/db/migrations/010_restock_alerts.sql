-- Extension restock-alerts: "Notify me" on a sold-out size (colour '' for a product without
-- colours). A guest's alert is 'pending' until the e-mailed link confirms it; a restock mails
-- every 'active' one once and marks it 'sent'; unsubscribing marks it 'unsubscribed'. Only
-- digests of the links' tokens are kept.
CREATE TABLE restock_alerts (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  size text NOT NULL,
  colour text NOT NULL DEFAULT '',
  email text NOT NULL,
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('pending', 'active', 'sent', 'unsubscribed')),
  confirm_hash text UNIQUE,
  unsubscribe_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  ended_at timestamptz
);

-- One open alert per address and size: asking twice neither mails twice nor counts twice.
CREATE UNIQUE INDEX restock_alerts_open ON restock_alerts (product_id, size, colour, email)
  WHERE status IN ('pending', 'active');
CREATE INDEX restock_alerts_user ON restock_alerts (user_id, product_id) WHERE status = 'active';
CREATE INDEX restock_alerts_pending ON restock_alerts (created_at) WHERE status = 'pending';

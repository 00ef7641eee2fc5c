-- Issue 38: what happened to an order, by whom and when (extension 'order-timeline'); the parcel
-- an order travels in (extension 'order-tracking').
CREATE TABLE order_events (
  id bigserial PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  -- placed, paid, status, cancelled, refundDue, refunded, tracking, note
  kind text NOT NULL,
  -- admin, shopper or system; an admin's name is kept as it was then.
  actor_kind text NOT NULL CHECK (actor_kind IN ('admin', 'shopper', 'system')),
  actor_name text,
  -- The event's details (status, reason, note, tracking, amount), as the contract names them.
  data jsonb NOT NULL DEFAULT '{}',
  -- False only for an admin's internal note: the shopper's timeline leaves it out.
  visible_to_shopper boolean NOT NULL DEFAULT true
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);

ALTER TABLE orders ADD COLUMN carrier text;
ALTER TABLE orders ADD COLUMN tracking_number text;
-- The provider's refund id once a refund went through.
ALTER TABLE orders ADD COLUMN refund_id text;
-- Orders whose refund is still owed, for the upkeep that retries them.
CREATE INDEX orders_refund_due_idx ON orders (order_update_date) WHERE payment_status = 'refundDue';

-- Extension 'catalogue-csv': the orders export reads a date range in batches, each after the
-- last (order_date, id) of the one before, from this index instead of sorting every order.
CREATE INDEX IF NOT EXISTS orders_export_idx ON orders (order_date, id);

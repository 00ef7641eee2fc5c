-- Extension 'admin-dashboard': the figures of a period read from indexes, not from every order
-- and every size.

-- A period's orders tallied by day, status and payment method from the index alone.
CREATE INDEX orders_figures_idx ON orders (order_date) INCLUDE (order_status, payment_method, total_amount);
-- The sizes to restock: only those under the low-stock threshold (spec section 9: under 10).
CREATE INDEX product_sizes_low_idx ON product_sizes (product_id) WHERE stock < 10;

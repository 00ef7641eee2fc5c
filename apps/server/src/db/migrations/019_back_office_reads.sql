-- The back office's searches and dashboard at 100,000 orders and shoppers (issue 39's budgets).

-- An order's search text kept beside it, as products keep theirs (001). The trigram index finds
-- the candidates, but each is checked again against the text; computed from the items' JSON
-- that check cost about 20 us a row, so counting a broad match ("verma": 10,001 rows) took
-- 220 ms and a plan that walked the date index read every order through it.
ALTER TABLE orders ADD COLUMN search_text text
  GENERATED ALWAYS AS (order_search_text(id, address_info, cart_items)) STORED;
DROP INDEX orders_search_trgm_idx;
CREATE INDEX orders_search_trgm_idx ON orders USING gin (search_text gin_trgm_ops);
-- Statistics for the new column now: PGlite runs no autovacuum.
ANALYZE orders;

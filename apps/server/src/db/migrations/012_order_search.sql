-- The back office at 100,000 orders (extension admin-order-search).

-- The text an order is searched in: its id, address and item titles, lower-cased, one a line
-- (the search refuses control characters, so no needle spans two of them).
CREATE FUNCTION order_search_text(id text, address_info jsonb, cart_items jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT lower(id || E'\n' || coalesce(address_info ->> 'address', '') || E'\n' ||
      coalesce((SELECT string_agg(item ->> 'title', E'\n') FROM jsonb_array_elements(cart_items) item), ''))
  $$;
-- Part of an id, an address or a title (LIKE '%text%') found through trigrams, not by reading
-- every order.
CREATE INDEX orders_search_trgm_idx ON orders
  USING gin (order_search_text(id, address_info, cart_items) gin_trgm_ops);

-- Each sort in its exact order, read forwards or backwards: newest and oldest; amount high to
-- low and low to high; a status filter's page in date order.
CREATE INDEX orders_date_idx ON orders (order_date DESC, (id COLLATE "C") DESC);
CREATE INDEX orders_amount_idx ON orders (total_amount DESC, order_date DESC, (id COLLATE "C") DESC);
CREATE INDEX orders_status_date_idx ON orders (order_status, order_date DESC, (id COLLATE "C") DESC);

-- The back office at 100,000 products: the admin product search's sorts that the listing's
-- indexes (003) do not cover, in each sort's exact order, so a page reads its rows from the
-- index instead of sorting every product.
CREATE INDEX products_newest_idx ON products (created_at DESC, (id COLLATE "C") DESC);
CREATE INDEX products_stock_idx ON products (total_stock, (id COLLATE "C"));

-- The back office at 100,000 products: the admin product search's sorts that the listing's
-- indexes (003) do not cover, in each sort's exact order, so a page reads its rows from the
-- index instead of sorting every product.
CREATE INDEX products_newest_idx ON products (created_at DESC, (id COLLATE "C") DESC);
CREATE INDEX products_stock_idx ON products (total_stock, (id COLLATE "C"));
-- Search by part of a title or brand (LIKE '%text%') through trigram indexes: a word that
-- matches nothing answered from the index instead of reading 100,000 titles.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX products_title_trgm_idx ON products USING gin (lower(title) gin_trgm_ops);
CREATE INDEX products_brand_trgm_idx ON products USING gin (lower(brand) gin_trgm_ops);

-- One index per listing sort, in the sort's exact order (text by code unit, ties by id), so a
-- page of 24 out of 10,000 products reads 24 index entries instead of sorting every product.
CREATE INDEX products_price_asc_idx ON products (unit_price, title COLLATE "C", id COLLATE "C");
CREATE INDEX products_price_desc_idx ON products (unit_price DESC, title COLLATE "C", id COLLATE "C");
CREATE INDEX products_title_asc_idx ON products ((lower(title) COLLATE "C"), id COLLATE "C");
CREATE INDEX products_title_desc_idx ON products ((lower(title) COLLATE "C") DESC, id COLLATE "C");
CREATE INDEX products_sales_order_idx ON products (sales_count DESC, id COLLATE "C");
-- The old single-column indexes are covered by the ones above.
DROP INDEX products_unit_price_idx;
DROP INDEX products_sales_idx;

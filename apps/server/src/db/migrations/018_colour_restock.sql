-- Extension 'admin-dashboard' with 'product-colours': the restock table lists a colour's size
-- that is out or low even while another colour has it (product_sizes holds only the sum over
-- colours). The products with such a cell are found from a partial index, as migration 015
-- finds the low sizes, not by unpacking every product's colours on each read.
CREATE FUNCTION colours_need_restock(colours jsonb) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT EXISTS (
    SELECT 1 FROM jsonb_array_elements(coalesce(colours, '[]'::jsonb)) c(v)
      CROSS JOIN LATERAL jsonb_array_elements(c.v -> 'sizes') cs(v)
     WHERE (cs.v ->> 'stock')::int < 10)
$$;

CREATE INDEX products_colours_restock_idx ON products (id) WHERE colours_need_restock(colours);

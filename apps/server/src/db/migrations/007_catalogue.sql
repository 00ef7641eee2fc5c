-- Extension product-colours: a product's gallery and its colours, each colour with its stock
-- per size: [{ "name", "swatch", "sizes": [{ "size", "stock" }] }]. NULL for a product
-- without them. A product with colours keeps product_sizes.stock at the sum over its colours,
-- so everything that reads sizes (the plain contract, listing, badges) reads what it did.
-- Colour stock changes under the product's row lock (see db/colourStock.ts), which every
-- stock change already takes.
ALTER TABLE products ADD COLUMN colours jsonb;
ALTER TABLE products ADD COLUMN pictures jsonb;

-- Cart lines and their key name the colour; '' for a product without colours.
ALTER TABLE cart_items ADD COLUMN selected_colour text NOT NULL DEFAULT '';
ALTER TABLE cart_items DROP CONSTRAINT cart_items_pkey;
ALTER TABLE cart_items ADD PRIMARY KEY (cart_id, product_id, selected_size, selected_colour);

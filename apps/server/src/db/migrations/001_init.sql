CREATE TABLE users (
  id text PRIMARY KEY,
  user_name text NOT NULL,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user',
  verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions(user_id);

CREATE TABLE email_otps (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz NOT NULL
);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets(user_id);

CREATE TABLE products (
  id text PRIMARY KEY,
  image text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  category text NOT NULL,
  brand text NOT NULL,
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  sale_price numeric(12, 2) NOT NULL DEFAULT 0 CHECK (sale_price >= 0),
  -- What one unit costs, computed with the contract's unitPrice() on write, for sorting.
  unit_price numeric(12, 2) NOT NULL,
  total_stock integer NOT NULL DEFAULT 0 CHECK (total_stock >= 0),
  average_review real NOT NULL DEFAULT 0,
  sales_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- What search looks through, lower-cased once on write instead of on every search.
  search_text text GENERATED ALWAYS AS (lower(title || ' ' || description || ' ' || brand || ' ' || category)) STORED
);
CREATE INDEX products_category_idx ON products(category);
CREATE INDEX products_brand_idx ON products(brand);
CREATE INDEX products_unit_price_idx ON products(unit_price);
CREATE INDEX products_sales_idx ON products(sales_count DESC);

CREATE TABLE product_sizes (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  size text NOT NULL,
  stock integer NOT NULL CHECK (stock >= 0),
  position integer NOT NULL DEFAULT 0,
  UNIQUE (product_id, size)
);

CREATE TABLE carts (
  id text PRIMARY KEY,
  user_id text NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE
);

CREATE TABLE cart_items (
  cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  selected_size text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  added_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (cart_id, product_id, selected_size)
);

CREATE TABLE wishlist_items (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (user_id, product_id)
);

CREATE TABLE reviews (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_name text NOT NULL,
  review_message text NOT NULL,
  review_value integer NOT NULL CHECK (review_value BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (product_id, user_id)
);

CREATE TABLE addresses (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  address text NOT NULL,
  city text NOT NULL,
  pincode text NOT NULL,
  phone text NOT NULL,
  notes text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX addresses_user_idx ON addresses(user_id);

CREATE TABLE orders (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  cart_id text NOT NULL,
  -- Snapshots: an order keeps what was bought and where to, even if the catalogue changes.
  cart_items jsonb NOT NULL,
  address_info jsonb NOT NULL,
  order_status text NOT NULL,
  payment_method text NOT NULL,
  payment_status text NOT NULL,
  payment_id text NOT NULL DEFAULT '',
  provider_order_id text UNIQUE,
  total_amount numeric(12, 2) NOT NULL,
  cash_handling_fee numeric(12, 2) NOT NULL DEFAULT 0,
  order_date timestamptz NOT NULL,
  order_update_date timestamptz NOT NULL
);
CREATE INDEX orders_user_idx ON orders(user_id, order_date DESC);

CREATE TABLE feature_images (
  id text PRIMARY KEY,
  image text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

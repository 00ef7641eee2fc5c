-- Extension 'admin-customers': shoppers blocked by an admin, the history of blocks, and the
-- indexes that keep the back office's customer list quick at 100,000 shoppers.

-- While blocked_at is set the account can neither sign in nor use a session (its sessions are
-- deleted when it is blocked). blocked_by names the admin as they were called then.
ALTER TABLE users ADD COLUMN blocked_at timestamptz;
ALTER TABLE users ADD COLUMN blocked_reason text;
ALTER TABLE users ADD COLUMN blocked_by text;

-- Who blocked or unblocked whom, and when; kept when the admin's account changes or goes.
CREATE TABLE customer_events (
  id text PRIMARY KEY,
  -- Their order, even when a test clock gives two of them one time.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('blocked', 'unblocked')),
  at timestamptz NOT NULL,
  actor_id text,
  actor_name text NOT NULL,
  reason text
);
CREATE INDEX customer_events_user_idx ON customer_events (user_id, seq DESC);

-- The list's two sorts, each in its exact order, so a page reads its rows from an index.
CREATE INDEX users_newest_idx ON users (created_at DESC, (id COLLATE "C") DESC);
CREATE INDEX users_name_idx ON users ((lower(user_name) COLLATE "C"), (id COLLATE "C"));
-- Search by part of a name or e-mail (LIKE '%text%') through trigram indexes (pg_trgm: 006).
CREATE INDEX users_name_trgm_idx ON users USING gin (lower(user_name) gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);

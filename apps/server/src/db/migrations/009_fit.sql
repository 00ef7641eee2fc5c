-- Extension review-fit: a review's optional answer on how the size fitted. Whether its author
-- bought the product is read from the orders each time, so it follows a cancellation.
ALTER TABLE reviews ADD COLUMN fit text CHECK (fit IN ('small', 'true', 'large'));

-- Extension size-guides: one guide per category; measurements ["Chest", ...] and rows
-- [{ "size", "cm": [..one per measurement..] }], in centimetres.
CREATE TABLE size_guides (
  category text PRIMARY KEY,
  measurements jsonb NOT NULL,
  rows jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

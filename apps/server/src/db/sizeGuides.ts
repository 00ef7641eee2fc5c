import type { Category, SizeGuide } from '@atelier/api-client';
import type { Queryable } from './database';

interface SizeGuideRow {
  category: Category;
  measurements: string[];
  rows: SizeGuide['rows'];
}

// jsonb keeps keys in its own order: the rows are rebuilt in the contract's.
const toGuide = ({ category, measurements, rows }: SizeGuideRow): SizeGuide => ({
  category,
  measurements,
  rows: rows.map(({ size, cm }) => ({ size, cm })),
});

/** Extension size-guides: the category's guide, or null. */
export async function findSizeGuide(db: Queryable, category: Category): Promise<SizeGuide | null> {
  const [row] = await db.query<SizeGuideRow>('SELECT * FROM size_guides WHERE category = $1', [
    category,
  ]);
  return row ? toGuide(row) : null;
}

/** Replaces the category's guide (or creates it). */
export async function saveSizeGuide(db: Queryable, guide: SizeGuide): Promise<SizeGuide> {
  const [row] = await db.query<SizeGuideRow>(
    `INSERT INTO size_guides (category, measurements, rows) VALUES ($1, $2::jsonb, $3::jsonb)
     ON CONFLICT (category) DO UPDATE
       SET measurements = excluded.measurements, rows = excluded.rows, updated_at = clock_timestamp()
     RETURNING *`,
    [guide.category, JSON.stringify(guide.measurements), JSON.stringify(guide.rows)],
  );
  if (!row) throw new Error('size guide save returned nothing');
  return toGuide(row);
}

export async function deleteSizeGuide(db: Queryable, category: Category): Promise<boolean> {
  const rows = await db.query('DELETE FROM size_guides WHERE category = $1 RETURNING category', [
    category,
  ]);
  return rows.length > 0;
}

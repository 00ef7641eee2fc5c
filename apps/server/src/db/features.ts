import type { FeatureImage } from '@atelier/api-client';
import type { Queryable } from './database';
import { newId } from './ids';
import type { ImageResolver } from './media';

export async function listFeatures(db: Queryable, img: ImageResolver): Promise<FeatureImage[]> {
  const rows = await db.query<{ id: string; image: string }>(
    'SELECT id, image FROM feature_images ORDER BY created_at, id',
  );
  return rows.map((row) => ({ _id: row.id, image: img(row.image) }));
}

/** `createdAt` orders the carousel; by default the moment of insertion. */
export async function insertFeature(
  db: Queryable,
  image: string,
  img: ImageResolver,
  createdAt?: Date,
) {
  const id = newId();
  await db.query(
    'INSERT INTO feature_images (id, image, created_at) VALUES ($1, $2, coalesce($3, clock_timestamp()))',
    [id, image, createdAt ?? null],
  );
  return { _id: id, image: img(image) } satisfies FeatureImage;
}

export async function deleteFeature(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM feature_images WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

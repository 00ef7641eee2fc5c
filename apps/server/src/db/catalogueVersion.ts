import type { Queryable } from './database';

/** The catalogue's shared version: any server's change bumps it, every server's cache reads it. */
export async function catalogueVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ v: string }>(
    'SELECT last_value::text AS v FROM catalogue_version',
  );
  return row?.v ?? '0';
}

export async function bumpCatalogueVersion(db: Queryable): Promise<void> {
  await db.query("SELECT nextval('catalogue_version')");
}

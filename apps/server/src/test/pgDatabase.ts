import pg from 'pg';
import { inject } from 'vitest';
import { newId } from '../db/ids';
import { TEMPLATE_DATABASE } from './pgGlobalSetup';

/**
 * A database of its own on the `server-pg` project's PostgreSQL: migrated (cloned from the
 * template) or empty. Returns its URL and how to drop it.
 */
export async function scratchDatabase(options: { empty?: boolean } = {}) {
  const base = inject('atelierPostgres');
  const name = `s_${newId().replaceAll('-', '')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: `${base}postgres` });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}${options.empty ? '' : ` TEMPLATE ${TEMPLATE_DATABASE}`}`);
  return {
    name,
    url: `${base}${name}`,
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { admin, startPostgres } from './postgres';

/** The migrated database every test server of the PostgreSQL project is cloned from. */
export const TEMPLATE_DATABASE = 'atelier_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL (no database) of the PostgreSQL server the `server-pg` project runs against. */
    atelierPostgres: string;
  }
}

/**
 * Vitest global setup of the `server-pg` project: one PostgreSQL for the whole run, with a
 * migrated template database that each test file's server is cloned from (CREATE DATABASE ...
 * TEMPLATE copies files, far faster than migrating again).
 */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  await admin(server, `CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const db = await openDatabase({ databaseUrl: server.url(TEMPLATE_DATABASE) });
  await migrate(db);
  await db.close();
  project.provide('atelierPostgres', server.url(''));
  return () => server.stop();
}

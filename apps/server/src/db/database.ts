import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { lockDataDir } from './dataDirLock';

export type SqlParam = string | number | boolean | null | Date | object;

/** The one query surface the repositories use, over PGlite and node-postgres alike. */
export interface Queryable {
  query<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock that every server on this database
   * asks for under the same key: one at a time, however many start at once. The lock belongs
   * to a connection of its own and outlives transactions, so `work` may commit several.
   */
  exclusive<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball. */
  dump?: () => Promise<Blob>;
}

// pg returns numeric as string to keep precision; money here has 2 decimals, so a number is safe.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function fromPglite(db: PGlite, unlock?: () => Promise<void>): Database {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await q.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    // PGlite has one connection; its transaction() queues other work until this one ends.
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    // One process owns an embedded database's files (see openDatabase): nobody to wait for.
    exclusive: (_key, work) => work(),
    close: async () => {
      await db.close();
      await unlock?.();
    },
    dump: () => db.dumpDataDir('none'),
  };
}

/**
 * A connection taken from the pool for a while. A connection the server ends meanwhile
 * (failover, restart, a killed backend) emits an error on it; without a listener that would end
 * the process, while the query in progress fails and is answered as any failure is.
 */
async function checkout(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect();
  client.on('error', () => undefined);
  return client;
}

function fromPool(pool: pg.Pool): Database {
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await q.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await checkout(pool);
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exclusive(key, work) {
      const client = await checkout(pool);
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps everything in memory. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests reuse one migrated template). */
  template?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ended (restart, failover) is dropped and replaced by the
    // pool; without a listener its error would end the process.
    pool.on('error', () => undefined);
    return fromPool(pool);
  }
  let unlock: (() => Promise<void>) | undefined;
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    unlock = await lockDataDir(options.dataDir);
  }
  try {
    const db = await PGlite.create({
      // Trigram indexes (migration 006) find a word inside 100,000 titles without reading each.
      extensions: { pg_trgm },
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.template ? { loadDataDir: options.template } : {}),
    });
    return fromPglite(db, unlock);
  } catch (error) {
    await unlock?.();
    throw error;
  }
}

/** A database that only lives as long as the process: for tests and the benchmark. */
export function openMemoryDatabase(template?: Blob): Promise<Database> {
  return openDatabase(template ? { template } : {});
}

/** An in-memory PGlite's files as a tarball, to start other databases from. */
export async function dumpDatabase(db: Database): Promise<Blob> {
  if (!db.dump) throw new Error('only an embedded database can be dumped');
  return db.dump();
}

/** pg error code of a unique violation, for turning duplicates into 409s. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    !!error &&
    typeof error === 'object' &&
    'code' in error &&
    (error as { code: unknown }).code === '23505'
  );
}

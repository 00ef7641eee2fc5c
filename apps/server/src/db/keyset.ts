/**
 * Keyset paging for the back office's lists: a page is the rows after the last one shown, found
 * through the sort's own index, rather than an offset, so page 200 costs what page 1 does. The
 * cursor holds the last row's sort values as the database wrote them.
 */
import { ADMIN_COUNT_CAP } from '@atelier/api-client';
import type { Queryable, SqlParam } from './database';

export interface SortKey {
  expr: string;
  desc?: boolean;
  /** How the cursor's text is read back for comparing. */
  type: 'text' | 'numeric' | 'int' | 'timestamptz';
}

// What each kind of key's text looks like as the database wrote it; a cursor is client input.
const KEY_TEXT: Record<SortKey['type'], RegExp> = {
  text: /^[^\0]*$/,
  numeric: /^-?\d{1,12}(\.\d{1,6})?$/,
  int: /^-?\d{1,9}$/,
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
};

/** Whether a cursor holds one value of the right kind for each of the sort's keys. */
export const readsAsKeys = (keys: readonly SortKey[], cursor: readonly string[]) =>
  cursor.length === keys.length &&
  keys.every((key, index) => KEY_TEXT[key.type].test(cursor[index] ?? ''));

/** The sort's ORDER BY list. */
export const orderByKeys = (keys: readonly SortKey[]) =>
  keys.map((key) => `${key.expr} ${key.desc ? 'DESC' : 'ASC'}`).join(', ');

/** The keys as text, in the order a cursor holds them. */
export const keysAsText = (keys: readonly SortKey[]) =>
  `ARRAY[${keys.map((key) => `(${key.expr})::text`).join(', ')}]`;

/** How many rows in the sort's order a search looks at before it reads every match. */
export const SEARCH_PROBE_ROWS = 2000;

export interface SearchPageSql {
  /** `FROM table alias`. */
  from: string;
  /** What every row of the page must meet but the text: filters and the cursor. */
  where: readonly string[];
  /** The text's condition (LIKE through a trigram index). */
  match: string;
  orderBy: string;
  /** The parameter that holds the page's size plus one. */
  limit: string;
}

/**
 * A searched page read so that neither a broad nor a narrow match costs every match, chosen by
 * how many match (counted up to the cap first). A few hundred are read through the trigram
 * index and sorted. Past SEARCH_PROBE_ROWS, the sort's index is walked for at most that many
 * rows: a broad match ("verma", a quarter of the orders) fills its page there and stops, and
 * one that does not is read whole after all. The planner cannot choose this itself: its
 * estimate of a LIKE '%text%' is a guess, and a wrong one either sorted all 25,000 matches or
 * filtered every row through the date index. `select` is the page's columns over the alias.
 */
export function searchPageSql(parts: SearchPageSql, select: string): [probe: string, all: string] {
  const alias = parts.from.split(' ').at(-1);
  const rest = parts.where.length ? `WHERE ${parts.where.join(' AND ')}` : '';
  const probe = `SELECT ${select} FROM (SELECT * FROM ${parts.from} ${rest}
      ORDER BY ${parts.orderBy} LIMIT ${SEARCH_PROBE_ROWS}) ${alias}
    WHERE ${parts.match} ORDER BY ${parts.orderBy} LIMIT ${parts.limit}`;
  const all = `WITH ${alias} AS MATERIALIZED (SELECT * FROM ${parts.from}
      WHERE ${[...parts.where, parts.match].join(' AND ')})
    SELECT ${select} FROM ${alias} ORDER BY ${parts.orderBy} LIMIT ${parts.limit}`;
  return [probe, all];
}

/** Reads a search's page as searchPageSql says, given how many rows match (up to the cap). */
export async function readSearchPage<T>(
  read: (sql: string) => Promise<T[]>,
  [probe, all]: [string, string],
  limit: number,
  matches: number,
): Promise<T[]> {
  if (matches <= SEARCH_PROBE_ROWS) return read(all);
  const rows = await read(probe);
  return rows.length > limit ? rows : read(all);
}

/**
 * How many rows of `from` meet every condition, counted only up to one past ADMIN_COUNT_CAP: a
 * broad search over 100,000 rows would cost more than its page. The cap is the parameter after
 * `values`, or takes the place of `capSlot` when the query's first values feed only the page's
 * columns (PostgreSQL cannot type a parameter no clause reads).
 */
export async function countUpToCap(
  db: Queryable,
  from: string,
  conditions: readonly string[],
  values: readonly SqlParam[],
  capSlot = values.length,
): Promise<number> {
  const counted = [...values];
  counted[capSlot] = ADMIN_COUNT_CAP + 1;
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} ${where} LIMIT $${capSlot + 1}) c`,
    counted,
  );
  return row?.n ?? 0;
}

/** A count from countUpToCap as an answer gives it: "10,000+" past the cap. */
export const cappedTotal = (counted: number) => ({
  total: Math.min(counted, ADMIN_COUNT_CAP),
  totalIsExact: counted <= ADMIN_COUNT_CAP,
});

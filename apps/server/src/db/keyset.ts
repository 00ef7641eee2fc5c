/**
 * Keyset paging for the back office's lists: a page is the rows after the last one shown, found
 * through the sort's own index, rather than an offset, so page 200 costs what page 1 does. The
 * cursor holds the last row's sort values as the database wrote them.
 */

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

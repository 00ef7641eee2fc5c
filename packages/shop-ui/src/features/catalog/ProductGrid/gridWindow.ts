/** What the windowed grid reads from its rendered rows: CSS decides, the window follows. */
export interface GridMetrics {
  columns: number;
  /** A row's height with the gap below it, in CSS pixels. */
  rowHeight: number;
  /** Space above the first row. */
  padding: number;
}

/** Positions `start` to `end` (exclusive) are rendered; `start` begins a row. */
export interface WindowRange {
  start: number;
  end: number;
}

/** How far below the first row the row holding `index` starts. */
export function rowOffset({ columns, rowHeight }: GridMetrics, index: number): number {
  return Math.floor(index / columns) * rowHeight;
}

/** The positions in whole rows around the visible part of the box, with `overscanRows` more each side. */
export function visibleRange(
  { columns, rowHeight, padding }: GridMetrics,
  {
    scrollTop,
    height,
    total,
    overscanRows,
  }: { scrollTop: number; height: number; total: number; overscanRows: number },
): WindowRange {
  const firstRow = Math.max(0, Math.floor((scrollTop - padding) / rowHeight) - overscanRows);
  const lastRow = Math.max(
    firstRow + 1,
    Math.ceil((scrollTop + height - padding) / rowHeight) + overscanRows,
  );
  return {
    start: Math.min(firstRow * columns, total),
    end: Math.min(lastRow * columns, total),
  };
}

const MOVES = new Set([
  'ArrowRight',
  'ArrowLeft',
  'ArrowDown',
  'ArrowUp',
  'Home',
  'End',
  'PageDown',
  'PageUp',
]);

/**
 * Where a key moves focus from position `from` (null: from the grid itself, which goes to
 * `fallback`, the first card in view); null when the key does not move it or there is nowhere
 * to go. Up and down move a row, Page Up and Page Down a screenful (`page` positions), Home and
 * End the whole list, as in react-aria's grid list.
 */
export function keyTarget(
  key: string,
  from: number | null,
  {
    total,
    columns,
    page,
    fallback,
  }: { total: number; columns: number; page: number; fallback: number },
): number | null {
  if (!MOVES.has(key) || total === 0) return null;
  if (from === null) return Math.min(Math.max(fallback, 0), total - 1);
  const last = total - 1;
  const to = (() => {
    switch (key) {
      case 'ArrowRight':
        return from + 1;
      case 'ArrowLeft':
        return from - 1;
      case 'ArrowDown':
        return from + columns;
      case 'ArrowUp':
        return from - columns;
      case 'Home':
        return 0;
      case 'End':
        return last;
      case 'PageDown':
        return Math.min(from + page, last);
      default:
        return Math.max(from - page, 0);
    }
  })();
  return to < 0 || to > last || to === from ? null : to;
}

/**
 * Reads the columns and the row height CSS gave the rendered rows. The height is a loaded
 * card's (placeholders are only as tall as they are told: `--card-block-size`); with none
 * rendered, what was known before stands.
 */
export function measureRows(rows: HTMLElement, previous: GridMetrics | null): GridMetrics | null {
  const style = getComputedStyle(rows);
  const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
  const gap = Number.parseFloat(style.rowGap) || 0;
  const padding = Number.parseFloat(style.paddingTop) || 0;
  const card = rows.querySelector<HTMLElement>('[role="row"]:not([aria-busy])');
  if (columns < 1 || !card) return previous;
  const rowHeight = card.offsetHeight + gap;
  if (rowHeight <= gap) return previous;
  rows.style.setProperty('--card-block-size', `${rowHeight - gap}px`);
  // The same object while nothing changed, so the window state can tell.
  return previous?.columns === columns &&
    previous.rowHeight === rowHeight &&
    previous.padding === padding
    ? previous
    : { columns, rowHeight, padding };
}

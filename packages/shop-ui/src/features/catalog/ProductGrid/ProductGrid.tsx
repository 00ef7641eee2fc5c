import type { CardProduct } from '@atelier/api-client';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { css, styled } from 'styled-components';
import { focusRing } from '../../../theme';
import { afterNextPaint } from '../../shared/afterPaint';
import { productColumns } from '../productColumns';
import { CardRow } from './CardRow';
import {
  type GridMetrics,
  keyTarget,
  measureRows,
  rowOffset,
  visibleRange,
  type WindowRange,
} from './gridWindow';
import { createPictureGate } from './pictureGate';
import type { ProductGridBaseProps } from './productGridProps';

/** Lists longer than this are windowed: only the cards near the viewport are in the DOM. */
export const VIRTUALIZE_THRESHOLD = 48;

/**
 * Focuses a card the box has already scrolled to, and scrolls the page only if the card is
 * below the fold (on a phone the box runs past the bottom of the screen).
 */
function focusInView(row: HTMLElement) {
  row.focus({ preventScroll: true });
  row.scrollIntoView({ block: 'nearest' });
}

/** The grid row an event or the focus is in, if any. */
const rowOf = (target: EventTarget | null) =>
  (target as Element | null)?.closest?.<HTMLElement>('[role="row"]') ?? null;

/** A layout effect in the browser; none on the server, where there is nothing to measure. */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Positions rendered before the grid has measured itself: about what the first screen shows (two
 * rows of four on a laptop, four of two on a phone). Every card in the first render delays the
 * first paint, so the rest of the window, overscan included, follows a frame later.
 */
const FIRST_POSITIONS = 8;
/** Rows rendered above and below the visible ones, so a quick scroll finds cards already there. */
const OVERSCAN_ROWS = 2;
/**
 * Positions each side of the window whose products are asked for ahead of the scroll (two of a
 * paged listing's pages), so a quick scroll finds cards already loaded: a placeholder that turns
 * into a card costs two renders, and many turning at once drop frames. Only once the grid has
 * scrolled: on a first visit, those requests would share the network with the first pictures.
 */
const READ_AHEAD = 48;
/** A scroll has stopped when the box has not moved for this long. */
const SETTLE_MS = 150;
/**
 * The other cards wait at most this long for the first card's picture (a picture that hangs,
 * a first position still loading).
 */
const LEAD_WAIT_MS = 1_000;

/** The rendered positions, those of them on screen, and the measures they were worked out with. */
interface View extends WindowRange {
  shown: WindowRange;
  metrics: GridMetrics | null;
}

export interface ProductGridProps extends ProductGridBaseProps {
  /**
   * The products by position; `undefined` where a product is not loaded yet (a paged listing),
   * shown as a placeholder card.
   */
  products: ReadonlyArray<CardProduct | undefined>;
  /**
   * Window the grid: it scrolls in a box of its own and only the cards near the visible part
   * are in the DOM. Otherwise every card is, in the page's flow. By default only lists longer
   * than `VIRTUALIZE_THRESHOLD` are windowed.
   */
  virtualized?: boolean;
  /**
   * Positions `start` to `end` (exclusive) are in view or near it (within `READ_AHEAD` of the
   * window, once the grid has scrolled) and some have no product yet: load them.
   */
  onNeedRange?: (start: number, end: number) => void;
}

const windowBox = css`
  position: relative;
  block-size: 75vh;
  overflow: auto;
  overscroll-behavior: contain;
  /* The window moves rows in and out above what is on screen; the browser must not "correct"
     the scroll position for them (scroll anchoring), or the window and the view drift apart. */
  overflow-anchor: none;
`;

const Box = styled.div<{ $windowed: boolean }>`
  /* CSS decides a windowed grid's columns from the box's width. */
  container-type: inline-size;
  display: block;
  border-radius: ${({ theme }) => theme.radii.lg};
  outline: none;
  &:focus-visible {
    ${focusRing('inside')}
  }
  ${({ $windowed }) => $windowed && windowBox}
`;

/** A grid in the page's flow: the columns of the other product grids (home, the skeleton). */
const FlowRows = styled.div`
  ${productColumns}
`;

const WindowRows = styled.div`
  --gap: ${({ theme }) => theme.space.lg};
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.card}, 1fr));
  /* Every row as tall as the tallest card, so rows are one height and the window can count. */
  grid-auto-rows: 1fr;
  gap: var(--gap);
  padding: var(--gap);
  /* Narrower than two cards and a gap: a phone, where two smaller cards share a row. */
  @container (max-width: calc(2 * ${({ theme }) => theme.sizes.card} + 3 * ${({ theme }) => theme.space.lg})) {
    --gap: ${({ theme }) => theme.space.md};
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* Titles keep two lines' room, so a row of short titles is no shorter than the others. */
  & article :is(h2, h3, h4) {
    min-block-size: calc(2em * ${({ theme }) => theme.lineHeights.tight});
  }
`;

/**
 * Products as an ARIA grid of cards. Arrow keys move between cards (up and down by row), Home
 * and End reach the first and last product, Page Up and Page Down move a screenful, Enter or a
 * click opens a card and Tab reaches its 'Add to cart'. Positions not loaded yet show
 * placeholders that ask for their products (`onNeedRange`).
 *
 * Long lists are windowed (`virtualized`): only the rows near the visible part of the grid's
 * scrolling box are in the DOM (a few dozen cards at most), however long the list, and the grid
 * still tells assistive technology how many products there are; a keyboard move scrolls the
 * card it reaches into the window first. Products missing in and near the window are asked for
 * (`onNeedRange`) ahead of the scroll. CSS lays the cards out (two to a row on a phone).
 * The first card's picture loads first, the others once it has (the page's largest picture on
 * a phone's first visit); and while a windowed grid is flung, the cards coming into view keep
 * their pictures back until the scroll slows or stops (`createPictureGate`).
 */
export function ProductGrid({
  products,
  virtualized: windowed = products.length > VIRTUALIZE_THRESHOLD,
  onNeedRange,
  onOpenProduct,
  onAddToCart,
  isAddToCartPending,
  cardHeadingLevel,
  ...gridProps
}: ProductGridProps) {
  const total = products.length;
  const box = useRef<HTMLDivElement>(null);
  const rows = useRef<HTMLDivElement>(null);
  // What the last measure found, for the handlers; the render reads `view`, which holds it too.
  const metrics = useRef<GridMetrics | null>(null);
  const [view, setView] = useState<View>({
    start: 0,
    end: FIRST_POSITIONS,
    shown: { start: 0, end: FIRST_POSITIONS },
    metrics: null,
  });
  // A new list (a sort, a filter) renders the cards on screen first; the rows above and below
  // them follow in a render of their own, so the new products paint sooner.
  const deferredProducts = useDeferredValue(products);
  const [focused, setFocused] = useState(0);
  // A position to focus once it is rendered (keyboard moves that scroll the window).
  const pendingFocus = useRef<number | null>(null);
  const hasScrolled = useRef(false);
  // A grid in the page's flow has every card; only a windowed one follows its view.
  const start = windowed ? Math.min(view.start, total) : 0;
  const end = windowed ? Math.min(Math.max(view.end, start), total) : total;

  const latest = useRef({ total, windowed });
  latest.current = { total, windowed };
  const [pictures] = useState(() => createPictureGate({ waitForLead: true }));
  useEffect(() => {
    const timer = setTimeout(pictures.leadShown, LEAD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pictures]);

  /** Works the window out from the scroll position (after measuring, if the layout changed). */
  const update = useCallback(() => {
    const element = box.current;
    const list = rows.current;
    if (!element || !list) return;
    metrics.current = measureRows(list, metrics.current);
    // A grid in the page's flow measures only for the keyboard (its columns and a screenful).
    if (!metrics.current || !latest.current.windowed) return;
    const place = {
      scrollTop: element.scrollTop,
      height: element.clientHeight,
      total: latest.current.total,
    };
    const next = visibleRange(metrics.current, { ...place, overscanRows: OVERSCAN_ROWS });
    const shown = visibleRange(metrics.current, { ...place, overscanRows: 0 });
    // The focused card is about to leave the DOM: the grid keeps focus, and the next arrow key
    // goes on from the first card in view.
    const active = document.activeElement;
    const activeRow = active && element.contains(active) ? rowOf(active) : null;
    const activeIndex = activeRow ? Number(activeRow.dataset.index) : null;
    if (
      pendingFocus.current === null &&
      activeIndex !== null &&
      (activeIndex < next.start || activeIndex >= next.end)
    ) {
      element.focus({ preventScroll: true });
    }
    const measured = metrics.current;
    setView((current) =>
      current.start === next.start &&
      current.end === next.end &&
      current.shown.start === shown.start &&
      current.shown.end === shown.end &&
      current.metrics === measured
        ? current
        : { ...next, shown, metrics: measured },
    );
  }, []);

  // Scrolling moves the window; a frame at most later, never more than once a frame.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let frame = 0;
    let settling: ReturnType<typeof setTimeout> | undefined;
    const nextFrame = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    const onScroll = (event: Event) => {
      hasScrolled.current = true;
      pictures.scrolled(element.scrollTop, event.timeStamp);
      clearTimeout(settling);
      settling = setTimeout(pictures.settled, SETTLE_MS);
      nextFrame();
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(nextFrame);
    observer?.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settling);
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [update, pictures]);

  // A new list (a sort, a filter) starts again from its top. The measure waits until the cards
  // are on screen: before that it would lay the page out early and render the grid again, and
  // the first cards would paint later (on a phone's first visit, the page's largest picture).
  const firstId = products[0]?._id;
  const shown = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first product stands for the list
  useEffect(() => {
    if (shown.current && box.current) box.current.scrollTop = 0;
    shown.current = true;
    return afterNextPaint(update);
  }, [firstId, total, windowed, update]);

  // The window, and what is near it once the grid scrolls, ask for the products not here yet.
  useEffect(() => {
    if (!onNeedRange) return;
    const ahead = hasScrolled.current ? READ_AHEAD : 0;
    const near = Math.min(total, end + ahead);
    let from = Math.max(0, start - ahead);
    while (from < near && products[from]) from += 1;
    let to = near;
    while (to > from && products[to - 1]) to -= 1;
    if (from < to) onNeedRange(from, to);
  }, [start, end, total, products, onNeedRange]);

  /** The card at `index`, if it is in the DOM. */
  const renderedRow = (index: number) =>
    box.current?.querySelector<HTMLElement>(`[data-index="${index}"]`) ?? null;

  // Focus follows the keyboard once the position it moved to is rendered.
  useBrowserLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index === null || index < start || index >= end) return;
    pendingFocus.current = null;
    const row = renderedRow(index);
    if (row) focusInView(row);
  });

  /** Scrolls `index` into view, renders the window around it and focuses it. */
  const moveTo = (index: number) => {
    const element = box.current;
    const measured = metrics.current;
    setFocused(index);
    if (windowed && element && measured) {
      const top = measured.padding + rowOffset(measured, index);
      const bottom = top + measured.rowHeight;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (bottom > element.scrollTop + element.clientHeight) {
        element.scrollTop = bottom - element.clientHeight;
      }
    }
    const rendered = renderedRow(index);
    if (rendered) focusInView(rendered);
    else pendingFocus.current = index;
    update();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rowOf(event.target);
    const from = row ? Number(row.dataset.index) : null;
    if (event.key === 'Enter' && row && row === event.target && from !== null) {
      const product = products[from];
      if (product && onOpenProduct) {
        event.preventDefault();
        onOpenProduct(product);
      }
      return;
    }
    // Keys typed into a card's own controls are theirs.
    if (row && row !== event.target) return;
    // A key pressed before the grid measured itself (after its first paint) measures it now, or
    // the arrows would move by one card instead of a line.
    if (!metrics.current && rows.current) metrics.current = measureRows(rows.current, null);
    const measured = metrics.current;
    // A screenful: the box's height, or the window's for a grid in the page's flow.
    const screen = windowed ? (box.current?.clientHeight ?? 0) : window.innerHeight;
    const page = measured
      ? Math.max(1, Math.floor(screen / measured.rowHeight) * measured.columns)
      : 1;
    const target = keyTarget(event.key, from, {
      total,
      columns: measured?.columns ?? 1,
      page,
      fallback: start,
    });
    if (target === null) return;
    event.preventDefault();
    moveTo(target);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const row = rowOf(event.target);
    if (!row || !onOpenProduct) return;
    // A card's own buttons do their own thing.
    const control = (event.target as Element).closest('button, a, input, [role="button"]');
    if (control && row.contains(control)) return;
    const product = products[Number(row.dataset.index)];
    if (product) onOpenProduct(product);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = rowOf(event.target);
    if (row && row === event.target) setFocused(Number(row.dataset.index));
  };

  // The focused card, unless it scrolled out of the window: then the first one in it.
  const tabStop = focused >= start && focused < end ? focused : start;
  const measured = windowed ? view.metrics : null;
  const rowCount = measured ? Math.ceil(total / measured.columns) : 0;
  const cardProps = useMemo(
    () => ({ onAddToCart, isAddToCartPending, cardHeadingLevel }),
    [onAddToCart, isAddToCartPending, cardHeadingLevel],
  );
  const positions: number[] = [];
  for (let index = start; index < end; index += 1) positions.push(index);
  const Rows = windowed ? WindowRows : FlowRows;
  const productAt = (index: number) =>
    windowed && (index < view.shown.start || index >= view.shown.end)
      ? deferredProducts[index]
      : products[index];

  return (
    <Box
      {...gridProps}
      ref={box}
      $windowed={windowed}
      role="grid"
      aria-rowcount={total}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onFocus={onFocus}
    >
      <div
        role="presentation"
        style={{
          blockSize: measured ? measured.padding * 2 + rowCount * measured.rowHeight : undefined,
        }}
      >
        <Rows
          ref={rows}
          role="presentation"
          style={{
            transform: measured ? `translateY(${rowOffset(measured, start)}px)` : undefined,
          }}
        >
          {positions.map((index) => (
            <CardRow
              // By position: a placeholder that gets its product, or a new sort, updates the
              // card in place (focus stays, nothing remounts).
              key={index}
              index={index}
              product={productAt(index)}
              isTabStop={index === tabStop}
              pictures={pictures}
              cardProps={cardProps}
            />
          ))}
        </Rows>
      </div>
    </Box>
  );
}

import type { CardProduct } from '@atelier/api-client';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { GridLayout, GridList, Size, Virtualizer } from 'react-aria-components';
import { styled } from 'styled-components';
import { Skeleton } from '../../../primitives/Skeleton';
import { GridItem, gridLook, type ProductGridBaseProps, useGridCards } from './gridCards';

// Layout numbers for the virtualizer, in CSS pixels (it positions cards itself). The height is
// only the first estimate: each card is measured once rendered.
const MIN_CARD = new Size(224, 420);
const GAP = new Size(24, 24);
const LAYOUT_OPTIONS = { minItemSize: MIN_CARD, minSpace: GAP } as const;
// Narrower than two cards and a gap: a phone, where two smaller cards share a row.
const NARROW_GAP = 16;
const NARROW_CARD_HEIGHT = 360;

function layoutOptionsFor(width: number | null) {
  if (width === null || width >= 2 * MIN_CARD.width + GAP.width) return LAYOUT_OPTIONS;
  // The layout sets a gap on both sides of each card as well as between them.
  const cardWidth = Math.max(1, Math.floor((width - 3 * NARROW_GAP) / 2));
  return {
    minItemSize: new Size(cardWidth, NARROW_CARD_HEIGHT),
    minSpace: new Size(NARROW_GAP, NARROW_GAP),
  };
}

/** A layout effect in the browser; none on the server, where there is nothing to measure. */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The element's content width, kept up to date; null until measured (and on the server). The
 * first measure is taken before the browser paints, so the grid is laid out once with the right
 * columns: measured later, a phone saw one wide card per row and then two (a layout shift of
 * about 0.47, most of the listing's CLS).
 */
function useWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The frame is a plain block without padding or border: its client width is its content's.
    setWidth(Math.floor(element.clientWidth));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export interface WindowedProductGridProps extends ProductGridBaseProps {
  /**
   * The products by position; `undefined` where a product is not loaded yet (a paged listing),
   * shown as a placeholder card.
   */
  products: ReadonlyArray<CardProduct | undefined>;
  /** Placeholders at positions `start` to `end` (exclusive) came into view: load them. */
  onNeedRange?: (start: number, end: number) => void;
  /**
   * Hold the first positions only, and more as the shopper scrolls to the end (an endless
   * list, for long listings that change often); otherwise every position, so keyboard End
   * reaches the last product at once.
   */
  grows?: boolean;
}

/**
 * How many positions the grid's collection holds at first, and how many more each time the
 * shopper reaches its end. react-aria builds a node for every position on each change (a page
 * arriving, a new sort): 10,000 of them took hundreds of milliseconds, a few hundred take few.
 */
const FIRST_POSITIONS = 96;
const MORE_POSITIONS = 192;

/** A position whose product has not arrived. */
interface Slot {
  _id: string;
  slot: number;
}
type Entry = CardProduct | Slot;
const isSlot = (entry: Entry): entry is Slot => 'slot' in entry;

const Grid = styled(GridList<Entry>)`
  ${gridLook}
  /* The virtualizer scrolls inside the grid, so it needs a bounded height. */
  display: block;
  block-size: 75vh;
  overflow: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const SlotCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
`;

/** A placeholder card; being rendered means it is in view, so it asks for its product. */
function Placeholder({ slot, onNeed }: { slot: number; onNeed?: (index: number) => void }) {
  useEffect(() => onNeed?.(slot), [slot, onNeed]);
  return (
    <SlotCard aria-hidden="true">
      <Skeleton height="12rem" />
      <Skeleton width="80%" height="1rem" />
      <Skeleton width="40%" height="1rem" />
    </SlotCard>
  );
}

/**
 * The product grid windowed by react-aria's Virtualizer: only the cards near the viewport are
 * in the DOM, however long the list, and the focused card stays rendered so keyboard focus is
 * never lost. Positions not loaded yet show placeholders that ask for their products, and the
 * collection grows as the shopper scrolls on (an endless list: the count is the page's to say).
 */
export function WindowedProductGrid({
  products,
  onNeedRange,
  grows = false,
  ...props
}: WindowedProductGridProps) {
  const { gridProps, dependencies, onAction, renderCard } = useGridCards(products, props);
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  const layoutOptions = useMemo(() => layoutOptionsFor(width), [width]);
  // The positions in the collection: the first ones, growing as the shopper scrolls to the end
  // (the last one in the collection is then always a placeholder, which asks for more).
  const [shown, setShown] = useState(FIRST_POSITIONS);
  const count = grows ? Math.min(products.length, shown) : products.length;
  const entries = useMemo(() => {
    const list: Entry[] = new Array(count);
    for (let index = 0; index < count; index += 1) {
      list[index] = products[index] ?? { _id: `placeholder-${index}`, slot: index };
    }
    if (count < products.length) list.push({ _id: `placeholder-${count}`, slot: count });
    return list;
  }, [products, count]);
  const latestNeed = useRef(onNeedRange);
  latestNeed.current = onNeedRange;
  const [onNeed] = useState(() => (index: number) => {
    latestNeed.current?.(index, index + 1);
    setShown((current) => (index >= current ? current + MORE_POSITIONS : current));
  });
  return (
    <div ref={frame}>
      <Virtualizer layout={GridLayout} layoutOptions={layoutOptions}>
        <Grid
          {...gridProps}
          layout="grid"
          items={entries}
          dependencies={[...dependencies, onNeed]}
          onAction={onAction}
        >
          {(entry) =>
            isSlot(entry) ? (
              <GridItem id={entry._id} textValue="Loading product">
                <Placeholder slot={entry.slot} onNeed={onNeed} />
              </GridItem>
            ) : (
              renderCard(entry)
            )
          }
        </Grid>
      </Virtualizer>
    </div>
  );
}

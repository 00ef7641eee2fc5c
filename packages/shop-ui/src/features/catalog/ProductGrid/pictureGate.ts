/**
 * Whether a grid's cards may load their pictures now. It is closed in two cases.
 * - Until the first card's picture has loaded (`leadShown`): that picture is the page's largest
 *   at first, and on a phone's slow link the other cards' pictures would share the connections
 *   and the bandwidth it needs. The first card does not wait.
 * - While a windowed grid is flung: a fling carries the shopper past dozens of cards a second,
 *   and each picture costs the main thread a task as it arrives (an SVG, the demo's, is parsed
 *   there: 5 to 12 ms). Cards flung past keep an empty picture box instead, and ask for their
 *   pictures once the scroll slows down or stops.
 */
export interface PictureGate {
  /** True when a card may load its picture. */
  isOpen(): boolean;
  /** Calls `listener` whenever `isOpen` changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The box scrolled to `top` at `time` (ms, e.g. an event's timeStamp). */
  scrolled(top: number, time: number): void;
  /** The box stopped scrolling. */
  settled(): void;
  /** The first card's picture has loaded or failed, or the first card has none. */
  leadShown(): void;
}

/** Faster than this (px per ms: 2,000 px a second) the scroll is a fling, and the gate closes. */
export const FLING_SPEED = 2;
/** It opens again once the scroll is slower than this, so a fling's slow end shows pictures. */
const SETTLE_SPEED = FLING_SPEED / 2;
/** Scroll events further apart than this begin a new scroll: a key press's jump is no fling. */
const GESTURE_GAP_MS = 100;

export function createPictureGate({ waitForLead = false } = {}): PictureGate {
  let flung = false;
  let waiting = waitForLead;
  let open = !waiting;
  let last: { top: number; time: number } | null = null;
  const listeners = new Set<() => void>();
  const update = () => {
    const next = !flung && !waiting;
    if (next === open) return;
    open = next;
    for (const listener of [...listeners]) listener();
  };
  const setFlung = (next: boolean) => {
    flung = next;
    update();
  };
  return {
    isOpen: () => open,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    scrolled(top, time) {
      const previous = last;
      last = { top, time };
      const elapsed = previous ? time - previous.time : 0;
      if (!previous || elapsed <= 0 || elapsed > GESTURE_GAP_MS) return;
      const speed = Math.abs(top - previous.top) / elapsed;
      if (speed > FLING_SPEED) setFlung(true);
      else if (speed < SETTLE_SPEED) setFlung(false);
    },
    settled() {
      last = null;
      setFlung(false);
    },
    leadShown() {
      waiting = false;
      update();
    },
  };
}

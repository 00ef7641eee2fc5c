/**
 * Whether cards coming into a windowed grid may load their pictures now. A fling carries the
 * shopper past dozens of cards a second, and each picture costs the main thread a task as it
 * arrives (an SVG, the demo's, is parsed there: 5 to 12 ms); cards flung past keep an empty
 * picture box instead, and ask for their pictures once the scroll slows down or stops.
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
}

/** Faster than this (px per ms: 2,000 px a second) the scroll is a fling, and the gate closes. */
export const FLING_SPEED = 2;
/** It opens again once the scroll is slower than this, so a fling's slow end shows pictures. */
const SETTLE_SPEED = FLING_SPEED / 2;
/** Scroll events further apart than this begin a new scroll: a key press's jump is no fling. */
const GESTURE_GAP_MS = 100;

export function createPictureGate(): PictureGate {
  let open = true;
  let last: { top: number; time: number } | null = null;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === open) return;
    open = next;
    for (const listener of [...listeners]) listener();
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
      if (speed > FLING_SPEED) set(false);
      else if (speed < SETTLE_SPEED) set(true);
    },
    settled() {
      last = null;
      set(true);
    },
  };
}

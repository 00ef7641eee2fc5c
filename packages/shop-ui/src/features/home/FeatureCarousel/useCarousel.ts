import { useCallback, useEffect, useState } from 'react';

export interface CarouselOptions {
  /** How many slides there are. */
  count: number;
  /** Milliseconds between automatic advances. */
  intervalMs: number;
  /** Under prefers-reduced-motion nothing moves until the user presses play. */
  reducedMotion: boolean;
  /** Hover or keyboard focus inside the carousel holds it still (WCAG 2.2.2). */
  isHeld: boolean;
}

/** Slide index and rotation: rotates unless paused by the user, reduced motion, or a hold. */
export function useCarousel({ count, intervalMs, reducedMotion, isHeld }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  // null until the user chooses, so the default can follow the motion preference.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const isPlaying = userPlaying ?? !reducedMotion;
  const isRotating = isPlaying && !isHeld && count > 1;

  const go = useCallback(
    (delta: number) => setIndex((current) => (count > 0 ? (current + delta + count) % count : 0)),
    [count],
  );

  useEffect(() => {
    if (!isRotating) return;
    const timer = setInterval(() => go(1), intervalMs);
    return () => clearInterval(timer);
  }, [isRotating, intervalMs, go]);

  // A shorter list (an image deleted) must not leave the index past the end.
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  return {
    index: current,
    isPlaying,
    isRotating,
    next: () => go(1),
    previous: () => go(-1),
    togglePlaying: () => setUserPlaying(!isPlaying),
  };
}

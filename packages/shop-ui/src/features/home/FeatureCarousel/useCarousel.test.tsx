// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CarouselOptions, useCarousel } from './useCarousel';

const base: CarouselOptions = { count: 3, intervalMs: 2500, reducedMotion: false, isHeld: false };

describe('useCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every interval and wraps around', () => {
    const { result } = renderHook(() => useCarousel(base));
    expect(result.current.index).toBe(0);
    act(() => {
      vi.advanceTimersByTime(2499);
    });
    expect(result.current.index).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.index).toBe(1);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.index).toBe(0);
  });

  it('moves by hand in both directions, wrapping', () => {
    const { result } = renderHook(() => useCarousel({ ...base, reducedMotion: true }));
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it('stays still when paused, held, or under reduced motion', () => {
    const held = renderHook(() => useCarousel({ ...base, isHeld: true }));
    const reduced = renderHook(() => useCarousel({ ...base, reducedMotion: true }));
    const paused = renderHook(() => useCarousel(base));
    act(() => paused.result.current.togglePlaying());
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(held.result.current.index).toBe(0);
    expect(held.result.current.isPlaying).toBe(true);
    expect(reduced.result.current.index).toBe(0);
    expect(reduced.result.current.isPlaying).toBe(false);
    expect(paused.result.current.index).toBe(0);
    expect(paused.result.current.isRotating).toBe(false);
  });

  it('plays under reduced motion once the user asks', () => {
    const { result } = renderHook(() => useCarousel({ ...base, reducedMotion: true }));
    act(() => result.current.togglePlaying());
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(result.current.index).toBe(1);
  });

  it('keeps the index inside a shorter list', () => {
    const { result, rerender } = renderHook((options: CarouselOptions) => useCarousel(options), {
      initialProps: { ...base, reducedMotion: true },
    });
    act(() => result.current.previous());
    rerender({ ...base, reducedMotion: true, count: 2 });
    expect(result.current.index).toBe(1);
    rerender({ ...base, reducedMotion: true, count: 0 });
    expect(result.current.index).toBe(0);
  });
});

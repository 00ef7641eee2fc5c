// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from '../features/home/usePrefersReducedMotion';
import { useMediaQuery } from './useMediaQuery';

function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    matchMedia: vi.fn(() => list),
    set(matches: boolean) {
      list.matches = matches;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('useMediaQuery', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the fallback where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useMediaQuery('(min-width: 768px)')).result.current).toBe(false);
    expect(renderHook(() => useMediaQuery('(min-width: 768px)', true)).result.current).toBe(true);
  });

  it('asks again when the query changes', () => {
    const fake = fakeMatchMedia(true);
    vi.stubGlobal('matchMedia', fake.matchMedia);
    const { rerender } = renderHook(({ query }) => useMediaQuery(query), {
      initialProps: { query: '(min-width: 768px)' },
    });
    rerender({ query: '(min-width: 1024px)' });
    expect(fake.matchMedia).toHaveBeenLastCalledWith('(min-width: 1024px)');
  });

  it('reads the media query and follows changes (usePrefersReducedMotion)', () => {
    const fake = fakeMatchMedia(true);
    vi.stubGlobal('matchMedia', fake.matchMedia);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);
    expect(fake.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    act(() => fake.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(fake.listeners.size).toBe(0);
  });
});

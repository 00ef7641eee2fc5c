// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

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

describe('usePrefersReducedMotion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is false where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
  });

  it('reads the media query and follows changes', () => {
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

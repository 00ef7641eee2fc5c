// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchKeyword } from './useSearchKeyword';

describe('useSearchKeyword', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches a keyword a second after the last keystroke, and reports it once', () => {
    const report = vi.fn();
    const { result } = renderHook(() => useSearchKeyword(undefined, report));
    act(() => result.current.setText('jean'));
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current.setText('jeans'));
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.searched).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.searched).toBe('jeans');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('jeans');
  });

  it('never searches a keyword of three characters or fewer, however long it rests', () => {
    const report = vi.fn();
    const { result } = renderHook(() => useSearchKeyword(undefined, report));
    act(() => result.current.setText('  tee  '));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.searched).toBe('');
    expect(report).not.toHaveBeenCalled();
  });

  it('clears the results at once when the keyword becomes too short', () => {
    const report = vi.fn();
    const { result } = renderHook(() => useSearchKeyword('jacket', report));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.searched).toBe('jacket');
    act(() => result.current.setText('jac'));
    expect(result.current.searched).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(report).toHaveBeenLastCalledWith('');
  });
});

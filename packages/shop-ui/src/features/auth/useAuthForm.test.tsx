// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../primitives/Toast';
import { ThemeProvider } from '../../theme';
import { useAuthForm } from './useAuthForm';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}

describe('useAuthForm', () => {
  it('keeps what was typed and clears a field error once that field is edited', () => {
    const { result } = renderHook(() => useAuthForm({ email: '', password: '' }), { wrapper });
    act(() => result.current.setField('email', 'a@b.co'));
    act(() => result.current.setError('password', 'too short'));
    act(() => result.current.setError('email', 'bad'));
    expect(result.current.values).toEqual({ email: 'a@b.co', password: '' });
    act(() => result.current.setField('password', 'abcdefg1'));
    expect(result.current.errors).toEqual({ email: 'bad' });
    expect(result.current.values).toEqual({ email: 'a@b.co', password: 'abcdefg1' });
  });

  it('runs one request at a time and reports pending while it runs', async () => {
    const { result } = renderHook(() => useAuthForm({ email: '' }), { wrapper });
    let calls = 0;
    let finish: () => void = () => {};
    const request = () => {
      calls += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit(request);
    });
    expect(result.current.isPending).toBe(true);
    await act(() => result.current.submit(request));
    expect(calls).toBe(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.isPending).toBe(false);
    await act(async () => {
      const again = result.current.submit(request);
      finish();
      await again;
    });
    expect(calls).toBe(2);
  });

  it('ends pending when the request throws', async () => {
    const { result } = renderHook(() => useAuthForm({ email: '' }), { wrapper });
    await act(() =>
      result.current.submit(() => Promise.reject(new Error('x'))).catch(() => undefined),
    );
    expect(result.current.isPending).toBe(false);
  });
});

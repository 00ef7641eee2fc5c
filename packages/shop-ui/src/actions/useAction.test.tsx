// @vitest-environment jsdom
import { ApiError } from '@atelier/api-client';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../primitives/Toast';
import { ThemeProvider } from '../theme';
import { useAction } from './useAction';

afterEach(cleanup);

function wrapper({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}

/** A mutation the test finishes by hand, counting how often it was sent. */
function deferred<T>() {
  const calls: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const mutation = (_input?: string) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { mutation, calls };
}

const refusedSilently = new ApiError('Failed to add address', {
  status: 400,
  kind: 'rejected',
  body: { success: false },
});

/** The open toasts' text, failures (role alert) marked with a leading '!'. */
const toastTitles = () => [
  ...screen.queryAllByRole('alert').map((toast) => `!${toast.textContent}`),
  ...screen.queryAllByRole('status').map((toast) => toast.textContent ?? ''),
];

describe('useAction', () => {
  it('sends one request while one is pending and reports pending until it ends', async () => {
    const { mutation, calls } = deferred<string>();
    const { result } = renderHook(() => useAction(mutation), { wrapper });

    let first: ReturnType<typeof result.current.run> = Promise.resolve({ status: 'skipped' });
    act(() => {
      first = result.current.run('a');
    });
    expect(result.current.isPending).toBe(true);
    await expect(act(() => result.current.run('b'))).resolves.toEqual({ status: 'skipped' });
    expect(calls).toHaveLength(1);

    await act(async () => {
      calls[0]?.resolve('done');
      await first;
    });
    await expect(first).resolves.toEqual({ status: 'success', data: 'done' });
    expect(result.current.isPending).toBe(false);

    act(() => {
      void result.current.run('c');
    });
    expect(calls).toHaveLength(2);
  });

  it('is single-flight per key when given one', async () => {
    const { mutation, calls } = deferred<void>();
    const { result } = renderHook(() => useAction(mutation, { key: (id) => id ?? '' }), {
      wrapper,
    });
    act(() => {
      void result.current.run('a');
      void result.current.run('a');
      void result.current.run('b');
    });
    expect(calls).toHaveLength(2);
    expect([...result.current.pendingKeys]).toEqual(['a', 'b']);
  });

  it("toasts the server's message, or the fallback when the server gave none", async () => {
    const fromServer = new ApiError('Address not found', {
      status: 404,
      kind: 'http',
      body: { success: false, message: 'Address not found' },
    });
    let failure: unknown = fromServer;
    const { result } = renderHook(
      () =>
        useAction(() => Promise.reject(failure), {
          errorToast: 'Could not save the address',
        }),
      { wrapper },
    );

    const outcome = await act(() => result.current.run());
    expect(outcome).toEqual({ status: 'error', error: fromServer });
    expect(result.current.error).toBe(fromServer);
    expect(toastTitles()).toEqual([expect.stringMatching(/^!Address not found/)]);

    failure = refusedSilently;
    await act(() => result.current.run());
    expect(toastTitles()[0]).toContain('Could not save the address');

    failure = new TypeError('x is undefined');
    await act(() => result.current.run());
    expect(toastTitles()[0]).toContain('Could not save the address');
    expect(toastTitles()[0]).not.toContain('x is undefined');

    act(() => result.current.reset());
    expect(result.current.error).toBeUndefined();
  });

  it("uses the ApiError's own text without a fallback, and the caller's toast or none when asked", async () => {
    const silent = renderHook(() => useAction(() => Promise.reject(refusedSilently)), { wrapper });
    await act(() => silent.result.current.run());
    expect(toastTitles()[0]).toContain('Failed to add address');
    cleanup();

    const custom = renderHook(
      () =>
        useAction(() => Promise.reject(refusedSilently), {
          errorToast: () => ({ title: 'Failed to create order', description: 'Please try again' }),
        }),
      { wrapper },
    );
    await act(() => custom.result.current.run());
    expect(toastTitles()[0]).toContain('Failed to create orderPlease try again');
    cleanup();

    const quiet = renderHook(
      () => useAction(() => Promise.reject(refusedSilently), { errorToast: false }),
      { wrapper },
    );
    await act(() => quiet.result.current.run());
    expect(toastTitles()).toEqual([]);
    expect(quiet.result.current.error).toBe(refusedSilently);
  });

  it('confirms success with a fixed title or one built from the result', async () => {
    const { result } = renderHook(
      () =>
        useAction((name: string) => Promise.resolve({ message: `Saved ${name}` }), {
          successToast: (response) => response.message,
        }),
      { wrapper },
    );
    await act(() => result.current.run('Home'));
    expect(toastTitles()).toEqual([expect.stringMatching(/^Saved Home/)]);
    expect(result.current.error).toBeUndefined();
  });
});

import { isApiError } from '@atelier/api-client';
import { type ToastOptions, useToast } from '@atelier/shop-ui';
import { useCallback, useRef, useState } from 'react';

// Stand-in for shop-ui's `useAction` (same signature) until the shared hook is published; the
// screens switch to it by changing one import.

export type ActionOutcome<TResult> =
  | { status: 'success'; data: TResult }
  | { status: 'error'; error: unknown }
  | { status: 'skipped' };

type ActionToast = string | ToastOptions | null | undefined | false;

export interface UseActionOptions<TArgs extends unknown[], TResult> {
  /** Confirmation after success: a title, or built from the result. */
  successToast?: string | ((result: TResult, ...args: TArgs) => ActionToast);
  /** Fallback words when the server sent no message; `false` shows no toast. */
  errorToast?: string | false;
  /** Single flight per key instead of for the whole action. */
  key?: (...args: TArgs) => string;
}

export interface Action<TArgs extends unknown[], TResult> {
  run: (...args: TArgs) => Promise<ActionOutcome<TResult>>;
  isPending: boolean;
  pendingKeys: ReadonlySet<string>;
  error: unknown;
  reset: () => void;
}

function errorText(error: unknown, fallback?: string): string {
  if (!isApiError(error)) return fallback ?? 'Something went wrong';
  return error.serverMessage ?? fallback ?? error.message;
}

/** Runs a mutation once at a time, with pending and error state and the success/failure toasts. */
export function useAction<TArgs extends unknown[], TResult>(
  mutation: (...args: TArgs) => Promise<TResult>,
  options: UseActionOptions<TArgs, TResult> = {},
): Action<TArgs, TResult> {
  const { toast } = useToast();
  const [pendingKeys, setPendingKeys] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<unknown>(undefined);
  const inFlight = useRef(new Set<string>());
  const latest = useRef({ mutation, options });
  latest.current = { mutation, options };

  const run = useCallback(
    async (...args: TArgs): Promise<ActionOutcome<TResult>> => {
      const { mutation: call, options: opts } = latest.current;
      const key = opts.key?.(...args) ?? '';
      if (inFlight.current.has(key)) return { status: 'skipped' };
      inFlight.current.add(key);
      setPendingKeys(new Set(inFlight.current));
      try {
        const data = await call(...args);
        setError(undefined);
        const content =
          typeof opts.successToast === 'function'
            ? opts.successToast(data, ...args)
            : opts.successToast;
        if (content) toast(typeof content === 'string' ? { title: content } : content);
        return { status: 'success', data };
      } catch (failure) {
        setError(failure);
        if (opts.errorToast !== false) {
          toast({ title: errorText(failure, opts.errorToast), variant: 'destructive' });
        }
        return { status: 'error', error: failure };
      } finally {
        inFlight.current.delete(key);
        setPendingKeys(new Set(inFlight.current));
      }
    },
    [toast],
  );
  const reset = useCallback(() => setError(undefined), []);
  return { run, isPending: pendingKeys.size > 0, pendingKeys, error, reset };
}

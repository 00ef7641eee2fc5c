import { useCallback, useRef, useState } from 'react';
import { type ToastOptions, useToast } from '../primitives/Toast';
import { type ErrorTextFallbacks, errorText } from './errorText';

/** How one run ended. `skipped`: the same action (or key) was already running, nothing was sent. */
export type ActionOutcome<TResult> =
  | { status: 'success'; data: TResult }
  | { status: 'error'; error: unknown }
  | { status: 'skipped' };

/** A toast title, a whole toast, or nothing to show. */
export type ActionToast = string | ToastOptions | null | undefined | false;

export interface UseActionOptions<TArgs extends unknown[], TResult> {
  /** Confirmation after success: a title, or built from the result. None when left out. */
  successToast?: string | ((result: TResult, ...args: TArgs) => ActionToast);
  /**
   * The destructive toast after a failure. By default the server's message, else the ApiError's
   * own text. A string or `ErrorTextFallbacks` sets the fallback words (see `errorText`); a
   * function builds the toast itself; `false` shows none.
   */
  errorToast?:
    | string
    | ErrorTextFallbacks
    | false
    | ((error: unknown, ...args: TArgs) => ActionToast);
  /**
   * Makes the action single-flight per key instead of as a whole, e.g. one removal per product
   * at a time while another product's removal may run beside it.
   */
  key?: (...args: TArgs) => string;
}

export interface Action<TArgs extends unknown[], TResult> {
  /** Runs the mutation unless it (or its key) is already running. Never throws. */
  run: (...args: TArgs) => Promise<ActionOutcome<TResult>>;
  /** True while any run is in flight. */
  isPending: boolean;
  /** The keys in flight (see the `key` option); '' stands for a run without one. */
  pendingKeys: ReadonlySet<string>;
  /** The last run's failure; undefined after a success, a `reset()` or before any run. */
  error: unknown;
  /** Forgets the last failure. */
  reset: () => void;
}

const WHOLE = '';

function toToast(content: ActionToast, variant: ToastOptions['variant']): ToastOptions | null {
  if (!content) return null;
  return typeof content === 'string' ? { title: content, variant } : { variant, ...content };
}

/**
 * Runs a mutation once at a time, with pending and error state and the toasts every screen
 * shows: the confirmation on success, the server's message (or a fallback) on failure. A failed
 * run changes nothing else, so whatever the person typed stays in the form.
 */
export function useAction<TArgs extends unknown[], TResult>(
  mutation: (...args: TArgs) => Promise<TResult>,
  options: UseActionOptions<TArgs, TResult> = {},
): Action<TArgs, TResult> {
  const { toast } = useToast();
  const [pendingKeys, setPendingKeys] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<unknown>(undefined);
  // Refs, not state: two presses in the same frame must see each other, and `run` stays stable
  // while the caller passes a fresh closure and fresh options on every render.
  const inFlight = useRef(new Set<string>());
  const latest = useRef({ mutation, options });
  latest.current = { mutation, options };

  const run = useCallback(
    async (...args: TArgs): Promise<ActionOutcome<TResult>> => {
      const { mutation, options } = latest.current;
      const key = options.key?.(...args) ?? WHOLE;
      if (inFlight.current.has(key)) return { status: 'skipped' };
      inFlight.current.add(key);
      setPendingKeys(new Set(inFlight.current));
      try {
        const data = await mutation(...args);
        setError(undefined);
        const { successToast } = options;
        const content =
          typeof successToast === 'function' ? successToast(data, ...args) : successToast;
        const shown = toToast(content, 'default');
        if (shown) toast(shown);
        return { status: 'success', data };
      } catch (failure) {
        setError(failure);
        const { errorToast } = options;
        const content =
          typeof errorToast === 'function'
            ? errorToast(failure, ...args)
            : errorToast !== false && errorText(failure, errorToast);
        const shown = toToast(content, 'destructive');
        if (shown) toast(shown);
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

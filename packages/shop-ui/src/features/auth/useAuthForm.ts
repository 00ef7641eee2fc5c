import { useCallback, useState } from 'react';
import { useAction } from '../../actions';

/** Inline messages per field; a field without an entry is valid. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** One auth form's values, inline errors and in-flight request (what `useAuthForm` returns). */
export interface AuthFormState<T extends Record<string, string>> {
  values: T;
  errors: FieldErrors<T>;
  /** Sets one field and drops its stale error, so the message goes once the person edits. */
  setField: (field: keyof T, value: string) => void;
  /** Marks one field invalid with the message the toast also shows. */
  setError: (field: keyof T, message: string) => void;
  /** True while a request runs. */
  isPending: boolean;
  /**
   * Runs a request unless one is already running: a second Enter press or click while the
   * first request is out would otherwise send it twice. Rethrows the request's failure; toasts
   * nothing (the auth screens run their calls through `useAction`, which does).
   */
  submit: (request: () => Promise<void>) => Promise<void>;
}

const runRequest = (request: () => Promise<void>) => request();

/** Field values, inline errors and the single in-flight request of one auth form. */
export function useAuthForm<T extends Record<string, string>>(initial: T): AuthFormState<T> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const { run, isPending } = useAction(runRequest, { errorToast: false });

  const setField = useCallback((field: keyof T, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest as FieldErrors<T>;
    });
  }, []);

  const setError = useCallback((field: keyof T, message: string) => {
    setErrors((current) => ({ ...current, [field]: message }));
  }, []);

  const submit = useCallback(
    async (request: () => Promise<void>) => {
      const outcome = await run(request);
      if (outcome.status === 'error') throw outcome.error;
    },
    [run],
  );

  return { values, errors, setField, setError, isPending, submit };
}

import { useCallback, useRef, useState } from 'react';

/** Inline messages per field; a field without an entry is valid. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export interface AuthForm<T extends Record<string, string>> {
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
   * first request is out would otherwise send it twice.
   */
  submit: (request: () => Promise<void>) => Promise<void>;
}

/** Field values, inline errors and the single in-flight request of one auth form. */
export function useAuthForm<T extends Record<string, string>>(initial: T): AuthForm<T> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isPending, setPending] = useState(false);
  const inFlight = useRef(false);

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

  const submit = useCallback(async (request: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await request();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);

  return { values, errors, setField, setError, isPending, submit };
}

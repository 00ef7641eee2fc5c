import { useEffect, useState } from 'react';

/**
 * `value`, but only once it has stopped changing for `delayMs`; every change restarts the wait.
 * The first render returns `value` as it is, so a screen opened with a keyword searches at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

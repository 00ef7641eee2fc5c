import type { SWRResponse } from 'swr';
import { type ApiError, isApiError } from '../core/errors';
import type { ApiSWRConfig, ApiSWRResponse } from './types';

/** Worth retrying by itself: no answer, no answer in time, a busy or failing server. */
export function isTransientFailure(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.kind === 'network' ||
      error.kind === 'timeout' ||
      error.status === 429 ||
      error.status >= 500)
  );
}

/**
 * Spec section 8: a failed list load leaves the list empty. `data` is `empty` once a load has
 * failed with nothing to show, `error` still says why (so a screen can offer a retry), and the
 * retries SWR makes for transient failures keep `isLoading` false: the empty list stays put
 * instead of flashing a skeleton. `isLoading` is false whenever there is data to show. A 404
 * never gets here: the client reads it as an empty list.
 */
export function quietList<Data>(
  response: SWRResponse<Data, ApiError>,
  empty: Data,
): ApiSWRResponse<Data> {
  return {
    get data() {
      const { data } = response;
      return data === undefined && response.error ? empty : data;
    },
    get error() {
      return response.error;
    },
    // Data first: SWR re-renders a component when a field it read changes, and a list on
    // screen need not render again when a background check starts and ends.
    get isLoading() {
      return response.data === undefined && response.isLoading && !response.error;
    },
    get isValidating() {
      return response.isValidating;
    },
    mutate: response.mutate,
  };
}

/** A list read's SWR options: retry only transient failures, unless the caller says otherwise. */
export function listConfig<Data>(config?: ApiSWRConfig<Data>): ApiSWRConfig<Data> {
  return { shouldRetryOnError: isTransientFailure, ...config };
}

/** The one empty list the list hooks show, frozen so nobody can fill it by accident. */
export const EMPTY_LIST: never[] = Object.freeze([]) as unknown as never[];

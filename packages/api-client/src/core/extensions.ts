import type { ExtensionsResponse } from '../contract/extensions';
import { emptyList, type Send } from './http';

/** What the backend offers beyond spec section 7 (an extension itself: 404 means nothing). */
export function extensionsApi(send: Send) {
  return {
    list: () =>
      send<ExtensionsResponse>({
        method: 'GET',
        path: '/api/extensions',
        fallback: 'Failed to load the backend extensions',
        emptyOnNotFound: emptyList(),
      }),
  };
}

import type { HttpHandler } from 'msw';
import { EXTENSIONS } from '../../contract';
import { SERVER_MESSAGES } from '../../contract/serverMessages';
import { endpoint } from '../paths';
import { fail, ok } from '../respond';
import type { Router } from '../router';

/** What this backend offers beyond spec section 7; a plain backend has no such route (404). */
export function extensionHandlers(route: Router): HttpHandler[] {
  return [
    route.get(endpoint('extensions'), ({ flavour }) => {
      if (!flavour.extensions) fail(404, SERVER_MESSAGES.common.routeNotFound);
      return ok({ success: true, data: [...EXTENSIONS] });
    }),
  ];
}

import type { HttpHandler } from 'msw';
import { SERVER_MESSAGES, type SizeGuide } from '../../contract';
import { sizeGuideBody, sizeGuideParams } from '../../schemas';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { jsonBody, pathParams } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';

const MESSAGES = SERVER_MESSAGES.sizeGuides;
const { routeNotFound } = SERVER_MESSAGES.common;

/** Extension `size-guides`: a category's guide, for anyone. */
export function sizeGuideHandlers(route: Router): HttpHandler[] {
  return [
    route.get(endpoint('sizeGuides', '/:category'), ({ param, store, flavour }) => {
      if (!flavour.extensions) fail(404, routeNotFound);
      const { category } = pathParams(sizeGuideParams, param);
      const guide =
        store.sizeGuides.find((entry) => entry.category === category) ??
        fail(404, MESSAGES.notFound);
      return ok({ success: true, data: guide });
    }),
  ];
}

/** Extension `size-guides`: an admin replaces or removes a category's guide. */
export function adminSizeGuideHandlers(route: Router): HttpHandler[] {
  return [
    route.put(
      endpoint('adminSizeGuides', '/:category'),
      async ({ request, param, store, flavour }) => {
        if (!flavour.extensions) fail(404, routeNotFound);
        authorize(store, { admin: true });
        const { category } = pathParams(sizeGuideParams, param);
        const body = await jsonBody(request, sizeGuideBody);
        const guide: SizeGuide = { category, measurements: body.measurements, rows: body.rows };
        store.sizeGuides = [
          ...store.sizeGuides.filter((entry) => entry.category !== category),
          guide,
        ];
        return ok({ success: true, message: MESSAGES.saved, data: guide });
      },
    ),
    route.delete(endpoint('adminSizeGuides', '/:category'), ({ param, store, flavour }) => {
      if (!flavour.extensions) fail(404, routeNotFound);
      authorize(store, { admin: true });
      const { category } = pathParams(sizeGuideParams, param);
      if (!store.sizeGuides.some((entry) => entry.category === category)) {
        fail(404, MESSAGES.notFound);
      }
      store.sizeGuides = store.sizeGuides.filter((entry) => entry.category !== category);
      return ok({ success: true, message: MESSAGES.removed });
    }),
  ];
}

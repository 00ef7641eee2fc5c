import type { HttpHandler } from 'msw';
import { readJson, requireString } from '../body';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { fail, ok } from '../respond';
import type { Router } from '../router';

export function featureHandlers(route: Router): HttpHandler[] {
  return [
    route.get(endpoint('features', '/get'), ({ store }) =>
      ok({ success: true, data: store.featureImages }),
    ),
    route.post(endpoint('features', '/add'), async ({ request, store }) => {
      authorize(store, { admin: true });
      const image = requireString(await readJson(request), 'image');
      const feature = { _id: store.newId(), image };
      store.featureImages.push(feature);
      return ok({ success: true, message: 'Feature image added successfully', data: feature }, 201);
    }),
    route.delete(endpoint('features', '/delete/:id'), ({ param, store }) => {
      authorize(store, { admin: true });
      const index = store.featureImages.findIndex((feature) => feature._id === param('id'));
      if (index < 0) fail(404, 'Feature image not found');
      store.featureImages.splice(index, 1);
      return ok({ success: true, message: 'Feature image deleted successfully' });
    }),
  ];
}

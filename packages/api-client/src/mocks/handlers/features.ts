import type { HttpHandler } from 'msw';
import { SERVER_MESSAGES } from '../../contract';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import { id, imageRef, readFields, readJson } from '../validate';

const MESSAGES = SERVER_MESSAGES.features;

export function featureHandlers(route: Router): HttpHandler[] {
  return [
    route.list(endpoint('features', '/get'), ({ store }) =>
      ok({ success: true, data: store.featureImages }),
    ),
    route.post(endpoint('features', '/add'), async ({ request, store }) => {
      authorize(store, { admin: true });
      const { image } = readFields(await readJson(request), { image: imageRef });
      const feature = { _id: store.newId(), image };
      store.featureImages.push(feature);
      return ok({ success: true, message: MESSAGES.added, data: feature }, 201);
    }),
    route.delete(endpoint('features', '/delete/:id'), ({ param, store }) => {
      authorize(store, { admin: true });
      const featureId = id(param('id'), 'id');
      const index = store.featureImages.findIndex((feature) => feature._id === featureId);
      if (index < 0) fail(404, MESSAGES.notFound);
      store.featureImages.splice(index, 1);
      return ok({ success: true, message: MESSAGES.deleted });
    }),
  ];
}

import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { SERVER_MESSAGES } from '../../contract';
import { featureBodyWith, id, inlineImageRef } from '../../schemas';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { jsonBody, pathParams } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';

const MESSAGES = SERVER_MESSAGES.features;
// The mocks' uploads come back as data: URLs, which a feature image may be too.
const featureBody = featureBodyWith(inlineImageRef);
const featureParams = z.object({ id });

export function featureHandlers(route: Router): HttpHandler[] {
  return [
    route.list(endpoint('features', '/get'), ({ store }) =>
      ok({ success: true, data: store.featureImages }),
    ),
    route.post(endpoint('features', '/add'), async ({ request, store }) => {
      authorize(store, { admin: true });
      const { image } = await jsonBody(request, featureBody);
      const feature = { _id: store.newId(), image };
      store.featureImages.push(feature);
      return ok({ success: true, message: MESSAGES.added, data: feature }, 201);
    }),
    route.delete(endpoint('features', '/delete/:id'), ({ param, store }) => {
      authorize(store, { admin: true });
      const { id: featureId } = pathParams(featureParams, param);
      const index = store.featureImages.findIndex((feature) => feature._id === featureId);
      if (index < 0) fail(404, MESSAGES.notFound);
      store.featureImages.splice(index, 1);
      return ok({ success: true, message: MESSAGES.deleted });
    }),
  ];
}

import type { HttpHandler } from 'msw';
import { z } from 'zod';
import {
  type Address,
  type AddressFields,
  addressLimitError,
  blankAddressFields,
  SERVER_MESSAGES,
} from '../../contract';
import { addressUpdateBody, id, newAddressBody } from '../../schemas';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { jsonBody, pathParams } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';

const MESSAGES = SERVER_MESSAGES.addresses;
const userParams = z.object({ userId: id });
const addressParams = z.object({ userId: id, addressId: id });

function assertComplete(fields: AddressFields): void {
  const blank = blankAddressFields(fields);
  if (blank.length) fail(400, MESSAGES.incomplete(blank));
}

export function addressHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('addresses', '/add'), async ({ request, store }) => {
      authorize(store);
      const { userId, ...fields } = await jsonBody(request, newAddressBody);
      authorize(store, { owner: userId });
      assertComplete(fields);
      const limit = addressLimitError(
        store.addresses.filter((entry) => entry.userId === userId).length,
      );
      if (limit) fail(400, limit);
      const address: Address = { _id: store.newId(), userId, ...fields };
      store.addresses.push(address);
      return ok({ success: true, message: MESSAGES.added, data: address }, 201);
    }),

    route.list(endpoint('addresses', '/get/:userId'), ({ param, store }) => {
      authorize(store);
      const { userId } = pathParams(userParams, param);
      authorize(store, { owner: userId });
      return ok({
        success: true,
        data: store.addresses.filter((entry) => entry.userId === userId),
      });
    }),

    route.put(
      endpoint('addresses', '/update/:userId/:addressId'),
      async ({ request, param, store }) => {
        authorize(store);
        const { userId, addressId } = pathParams(addressParams, param);
        authorize(store, { owner: userId });
        const { userId: named, ...fields } = await jsonBody(request, addressUpdateBody);
        if (named !== undefined) authorize(store, { owner: named });
        assertComplete(fields);
        const address =
          store.addresses.find((entry) => entry._id === addressId && entry.userId === userId) ??
          fail(404, MESSAGES.notFound);
        Object.assign(address, fields);
        return ok({ success: true, message: MESSAGES.updated, data: address });
      },
    ),

    route.delete(endpoint('addresses', '/delete/:userId/:addressId'), ({ param, store }) => {
      authorize(store);
      const { userId, addressId } = pathParams(addressParams, param);
      authorize(store, { owner: userId });
      const index = store.addresses.findIndex(
        (entry) => entry._id === addressId && entry.userId === userId,
      );
      if (index < 0) fail(404, MESSAGES.notFound);
      store.addresses.splice(index, 1);
      return ok({ success: true, message: MESSAGES.deleted });
    }),
  ];
}

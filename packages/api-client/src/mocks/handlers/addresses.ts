import type { HttpHandler } from 'msw';
import {
  type Address,
  type AddressFields,
  addressLimitError,
  blankAddressFields,
  SERVER_MESSAGES,
} from '../../contract';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import { id, optional, readFields, readJson, text } from '../validate';

const MESSAGES = SERVER_MESSAGES.addresses;
const optionalText = (max: number) => text(max, { required: false });
const FIELD_RULES = {
  address: optionalText(300),
  city: optionalText(100),
  pincode: optionalText(12),
  phone: optionalText(20),
  notes: optionalText(500),
};

function assertComplete(fields: AddressFields): void {
  const blank = blankAddressFields(fields);
  if (blank.length) fail(400, MESSAGES.incomplete(blank));
}

function pathIds(param: (name: string) => string) {
  return readFields(
    { userId: param('userId'), addressId: param('addressId') },
    { userId: id, addressId: id },
  );
}

export function addressHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('addresses', '/add'), async ({ request, store }) => {
      authorize(store);
      const { userId, ...fields } = readFields(await readJson(request), {
        ...FIELD_RULES,
        userId: id,
      });
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
      const userId = id(param('userId'), 'userId');
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
        const { userId, addressId } = pathIds(param);
        authorize(store, { owner: userId });
        const { userId: named, ...fields } = readFields(await readJson(request), {
          ...FIELD_RULES,
          userId: optional(id),
        });
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
      const { userId, addressId } = pathIds(param);
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

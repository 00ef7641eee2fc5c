import type { HttpHandler } from 'msw';
import {
  ADDRESS_FIELDS,
  type Address,
  type AddressFields,
  addressLimitError,
  blankAddressFields,
  CONFIRMATIONS,
} from '../../contract';
import { type JsonObject, readJson } from '../body';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { fail, ok } from '../respond';
import type { Router } from '../router';

/** The five fields, each required to be non-blank; `fallback` fills fields an update omits. */
function readAddressFields(body: JsonObject, fallback?: AddressFields): AddressFields {
  const fields = {} as AddressFields;
  for (const name of ADDRESS_FIELDS) {
    const value = body[name] ?? fallback?.[name];
    if (value !== undefined && typeof value !== 'string') fail(400, `${name} must be a string`);
    fields[name] = (value ?? '').trim();
  }
  const blank = blankAddressFields(fields);
  if (blank.length > 0) fail(400, `Please fill in all address fields: ${blank.join(', ')}`);
  return fields;
}

function ownAddress(addresses: Address[], userId: string, addressId: string): Address {
  return (
    addresses.find((entry) => entry._id === addressId && entry.userId === userId) ??
    fail(404, 'Address not found')
  );
}

export function addressHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('addresses', '/add'), async ({ request, store }) => {
      const body = await readJson(request);
      const user = authorize(store, { owner: body.userId });
      const fields = readAddressFields(body);
      const count = store.addresses.filter((entry) => entry.userId === user.id).length;
      const limit = addressLimitError(count);
      if (limit) fail(400, limit);
      const address: Address = { _id: store.newId(), userId: user.id, ...fields };
      store.addresses.push(address);
      return ok({ success: true, message: CONFIRMATIONS.addressAdded, data: address }, 201);
    }),

    route.get(endpoint('addresses', '/get/:userId'), ({ param, store }) => {
      const user = authorize(store, { owner: param('userId') });
      const data = store.addresses.filter((entry) => entry.userId === user.id);
      return ok({ success: true, data });
    }),

    route.put(
      endpoint('addresses', '/update/:userId/:addressId'),
      async ({ request, param, store }) => {
        const body = await readJson(request);
        const user = authorize(store, { owner: param('userId') });
        const address = ownAddress(store.addresses, user.id, param('addressId'));
        Object.assign(address, readAddressFields(body, address));
        return ok({ success: true, message: CONFIRMATIONS.addressUpdated, data: address });
      },
    ),

    route.delete(endpoint('addresses', '/delete/:userId/:addressId'), ({ param, store }) => {
      const user = authorize(store, { owner: param('userId') });
      const address = ownAddress(store.addresses, user.id, param('addressId'));
      store.addresses.splice(store.addresses.indexOf(address), 1);
      return ok({ success: true, message: CONFIRMATIONS.addressDeleted });
    }),
  ];
}

import { MAX_ADDRESSES, SERVER_MESSAGES } from '@atelier/api-client';
import { accessCases, type ContractCase, refused, UNKNOWN_ID } from '../case';
import { ADDRESS, MESSAGE, withData, withMessageAndData } from '../shapes';
import { ADDRESS_FIELDS } from '../world';

const ADDRESS_MESSAGES = SERVER_MESSAGES.addresses;

export const addressCases: ContractCase[] = [
  {
    endpoint: 'POST /api/shop/address/add',
    name: 'saves an address',
    kind: 'success',
    run: async (w) => {
      const shopper = await w.shopper();
      return shopper.session.request('POST', '/api/shop/address/add', {
        json: { ...ADDRESS_FIELDS, userId: shopper.user.id },
      });
    },
    expect: { status: 201, message: ADDRESS_MESSAGES.added, shape: withMessageAndData(ADDRESS) },
  },
  {
    endpoint: 'POST /api/shop/address/add',
    name: 'refuses blank fields, naming them',
    kind: 'validation',
    run: async (w) => {
      const shopper = await w.shopper();
      return shopper.session.request('POST', '/api/shop/address/add', {
        json: { ...ADDRESS_FIELDS, city: ' ', notes: '', userId: shopper.user.id },
      });
    },
    expect: refused(400, ADDRESS_MESSAGES.incomplete(['city', 'notes'])),
  },
  {
    endpoint: 'POST /api/shop/address/add',
    name: `stops at ${MAX_ADDRESSES} addresses`,
    kind: 'conflict',
    run: async (w) => {
      const shopper = await w.shopper();
      for (let i = 0; i < MAX_ADDRESSES; i += 1) await w.address(shopper);
      return shopper.session.request('POST', '/api/shop/address/add', {
        json: { ...ADDRESS_FIELDS, userId: shopper.user.id },
      });
    },
    expect: refused(400, ADDRESS_MESSAGES.limit),
  },
  ...accessCases('POST /api/shop/address/add', 'owner', (_w, owner) => ({
    method: 'POST',
    path: '/api/shop/address/add',
    options: { json: { ...ADDRESS_FIELDS, userId: owner.user.id } },
  })),
  {
    endpoint: 'GET /api/shop/address/get/:userId',
    name: "lists the shopper's addresses",
    kind: 'success',
    run: async (w) => {
      const shopper = await w.shopper();
      await w.address(shopper);
      return shopper.session.request('GET', `/api/shop/address/get/${shopper.user.id}`);
    },
    expect: { status: 200, shape: withData([ADDRESS]) },
  },
  ...accessCases('GET /api/shop/address/get/:userId', 'owner', (_w, owner) => ({
    method: 'GET',
    path: `/api/shop/address/get/${owner.user.id}`,
  })),
  {
    endpoint: 'PUT /api/shop/address/update/:userId/:addressId',
    name: 'saves the changed fields',
    kind: 'success',
    run: async (w) => {
      const shopper = await w.shopper();
      const address = await w.address(shopper);
      return shopper.session.request(
        'PUT',
        `/api/shop/address/update/${shopper.user.id}/${address._id}`,
        {
          json: { ...ADDRESS_FIELDS, city: 'Mumbai' },
        },
      );
    },
    expect: { status: 200, message: ADDRESS_MESSAGES.updated, shape: withMessageAndData(ADDRESS) },
  },
  {
    endpoint: 'PUT /api/shop/address/update/:userId/:addressId',
    name: 'refuses a blank field',
    kind: 'validation',
    run: async (w) => {
      const shopper = await w.shopper();
      const address = await w.address(shopper);
      return shopper.session.request(
        'PUT',
        `/api/shop/address/update/${shopper.user.id}/${address._id}`,
        {
          json: { ...ADDRESS_FIELDS, phone: '' },
        },
      );
    },
    expect: refused(400, ADDRESS_MESSAGES.incomplete(['phone'])),
  },
  {
    endpoint: 'PUT /api/shop/address/update/:userId/:addressId',
    name: 'answers 404 for an address the shopper does not have',
    kind: 'not found',
    run: async (w) => {
      const shopper = await w.shopper();
      return shopper.session.request(
        'PUT',
        `/api/shop/address/update/${shopper.user.id}/${UNKNOWN_ID}`,
        {
          json: ADDRESS_FIELDS,
        },
      );
    },
    expect: refused(404, ADDRESS_MESSAGES.notFound),
  },
  ...accessCases('PUT /api/shop/address/update/:userId/:addressId', 'owner', async (w, owner) => ({
    method: 'PUT',
    path: `/api/shop/address/update/${owner.user.id}/${(await w.address(owner))._id}`,
    options: { json: ADDRESS_FIELDS },
  })),
  {
    endpoint: 'DELETE /api/shop/address/delete/:userId/:addressId',
    name: 'deletes an address',
    kind: 'success',
    run: async (w) => {
      const shopper = await w.shopper();
      const address = await w.address(shopper);
      return shopper.session.request(
        'DELETE',
        `/api/shop/address/delete/${shopper.user.id}/${address._id}`,
      );
    },
    expect: { status: 200, message: ADDRESS_MESSAGES.deleted, shape: MESSAGE },
  },
  {
    endpoint: 'DELETE /api/shop/address/delete/:userId/:addressId',
    name: 'answers 404 for an address the shopper does not have',
    kind: 'not found',
    run: async (w) => {
      const shopper = await w.shopper();
      return shopper.session.request(
        'DELETE',
        `/api/shop/address/delete/${shopper.user.id}/${UNKNOWN_ID}`,
      );
    },
    expect: refused(404, ADDRESS_MESSAGES.notFound),
  },
  ...accessCases(
    'DELETE /api/shop/address/delete/:userId/:addressId',
    'owner',
    async (w, owner) => ({
      method: 'DELETE',
      path: `/api/shop/address/delete/${owner.user.id}/${(await w.address(owner))._id}`,
    }),
  ),
];

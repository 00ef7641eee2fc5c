import type { Address, AddressFields } from '../contract/entities';
import type { AddressPayload, DataResponse } from '../contract/payloads';
import { emptyList, type Send, seg } from './http';

const base = '/api/shop/address';

export function addressesApi(send: Send) {
  return {
    add: (body: AddressPayload) =>
      send<DataResponse<Address>>({
        method: 'POST',
        path: `${base}/add`,
        body,
        fallback: 'Failed to add address',
      }),
    get: (userId: string) =>
      send<DataResponse<Address[]>>({
        method: 'GET',
        path: `${base}/get/${seg(userId)}`,
        fallback: 'Failed to load addresses',
        emptyOnNotFound: emptyList(),
      }),
    update: (userId: string, addressId: string, body: AddressFields) =>
      send<DataResponse<Address>>({
        method: 'PUT',
        path: `${base}/update/${seg(userId)}/${seg(addressId)}`,
        body,
        fallback: 'Failed to update address',
      }),
    remove: (userId: string, addressId: string) =>
      send<{ success: boolean; message?: string }>({
        method: 'DELETE',
        path: `${base}/delete/${seg(userId)}/${seg(addressId)}`,
        fallback: 'Failed to delete address',
      }),
  };
}

import type { Product } from '../contract/entities';
import type { DataResponse } from '../contract/payloads';
import { emptyList, type Send, seg } from './http';

export function searchApi(send: Send) {
  return {
    products: (keyword: string) =>
      send<DataResponse<Product[]>>({
        method: 'GET',
        path: `/api/shop/search/${seg(keyword)}`,
        fallback: 'Search failed',
        emptyOnNotFound: emptyList(),
      }),
  };
}

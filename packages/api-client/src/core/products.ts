import type { Product } from '../contract/entities';
import type { DataResponse, ProductQuery } from '../contract/payloads';
import { type Send, seg } from './http';

/** `category` and `brand` as comma lists, then `sortBy`; empty filters are left out. */
export function productQueryString({ filters = {}, sortBy }: ProductQuery = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ['category', 'brand'] as const) {
    const values = filters[key];
    if (values?.length) query.set(key, values.join(','));
  }
  if (sortBy) query.set('sortBy', sortBy);
  return query;
}

export function productsApi(send: Send) {
  return {
    list: (query?: ProductQuery) =>
      send<DataResponse<Product[]>>({
        method: 'GET',
        path: '/api/shop/products/get',
        query: productQueryString(query),
        fallback: 'Failed to load products',
      }),
    details: (id: string) =>
      send<DataResponse<Product>>({
        method: 'GET',
        path: `/api/shop/products/get/${seg(id)}`,
        fallback: 'Failed to load product',
      }),
  };
}

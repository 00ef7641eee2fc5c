import type { Product } from '../contract/entities';
import type {
  CardProduct,
  DataResponse,
  ProductFacets,
  ProductFilters,
  ProductListResponse,
  ProductPageRequest,
  ProductQuery,
} from '../contract/payloads';
import { emptyList, type Send, seg } from './http';
import { joinNameList } from './nameList';

/**
 * `category` and `brand` as comma lists (extension `product-facets`: `size` and `colour` too,
 * and `minPrice`, `maxPrice`), then `sortBy`; empty filters are left out. With a page
 * (extension 1), also `page`, `limit` and `fields`.
 */
export function productQueryString(
  { filters = {}, sortBy }: ProductQuery = {},
  page?: ProductPageRequest,
): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ['category', 'brand', 'size', 'colour'] as const) {
    const values = filters[key];
    if (values?.length) query.set(key, joinNameList(values));
  }
  for (const key of ['minPrice', 'maxPrice'] as const) {
    const value = filters[key];
    if (value !== undefined) query.set(key, String(value));
  }
  if (sortBy) query.set('sortBy', sortBy);
  if (page) {
    query.set('page', String(page.page));
    query.set('limit', String(page.limit));
    if (page.fields) query.set('fields', page.fields);
  }
  return query;
}

export function productsApi(send: Send) {
  function list(query?: ProductQuery): Promise<ProductListResponse<Product>>;
  function list(
    query: ProductQuery | undefined,
    page: ProductPageRequest & { fields: 'card' },
  ): Promise<ProductListResponse<CardProduct>>;
  function list(
    query: ProductQuery | undefined,
    page: ProductPageRequest,
  ): Promise<ProductListResponse<CardProduct>>;
  /**
   * The storefront list. With `page`, a backend honouring extension 1 answers one page and a
   * `total`; any other answers the whole list, which the caller then pages itself.
   */
  function list(query?: ProductQuery, page?: ProductPageRequest) {
    return send<ProductListResponse<CardProduct>>({
      method: 'GET',
      path: '/api/shop/products/get',
      query: productQueryString(query, page),
      fallback: 'Failed to load products',
      emptyOnNotFound: emptyList(),
    });
  }
  return {
    list,
    /** Extension `product-facets`: each size and colour option's count, and the price span. */
    facets: (filters?: ProductFilters) =>
      send<DataResponse<ProductFacets>>({
        method: 'GET',
        path: '/api/shop/products/facets',
        query: productQueryString({ filters }),
        fallback: 'Failed to load filters',
      }),
    details: (id: string) =>
      send<DataResponse<Product>>({
        method: 'GET',
        path: `/api/shop/products/get/${seg(id)}`,
        fallback: 'Failed to load product',
      }),
  };
}

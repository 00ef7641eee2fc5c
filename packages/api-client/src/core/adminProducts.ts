import type { Product, ProductInput } from '../contract/entities';
import type { DataResponse, ImageUploadResponse, SizeInput } from '../contract/payloads';
import type { AdminProductPage, AdminProductQuery } from '../contract/rules/adminProducts';
import { emptyList, type Send, seg } from './http';

const base = '/api/admin/products';

/** Extension 'admin-product-search': the query as URL parameters, empty parts left out. */
export function adminProductSearchParams(
  query: AdminProductQuery,
  page: { cursor?: string; limit?: number } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set('q', q);
  for (const key of ['category', 'brand', 'stock'] as const) {
    const values = query[key];
    if (values?.length) params.set(key, values.join(','));
  }
  if (query.sortBy) params.set('sortBy', query.sortBy);
  if (page.cursor) params.set('cursor', page.cursor);
  if (page.limit) params.set('limit', String(page.limit));
  return params;
}

export function adminProductsApi(send: Send) {
  return {
    /** Uploads an image as multipart field `my_file`; the response's `result.url` goes into the product. */
    uploadImage: (file: Blob, fileName?: string) => {
      const body = new FormData();
      if (fileName === undefined) body.append('my_file', file);
      else body.append('my_file', file, fileName);
      return send<ImageUploadResponse>({
        method: 'POST',
        path: `${base}/image-upload`,
        body,
        fallback: 'Failed to upload image',
      });
    },
    add: (body: ProductInput) =>
      send<DataResponse<Product>>({
        method: 'POST',
        path: `${base}/add`,
        body,
        fallback: 'Failed to add product',
      }),
    fetchAll: () =>
      send<DataResponse<Product[]>>({
        method: 'GET',
        path: `${base}/fetch-all`,
        fallback: 'Failed to load products',
        emptyOnNotFound: emptyList(),
      }),
    /** Extension 'admin-product-search': one page of the searched catalogue. */
    search: (query: AdminProductQuery, page?: { cursor?: string; limit?: number }) =>
      send<AdminProductPage>({
        method: 'GET',
        path: `${base}/search`,
        query: adminProductSearchParams(query, page),
        fallback: 'Failed to load products',
      }),
    edit: (id: string, body: ProductInput) =>
      send<DataResponse<Product>>({
        method: 'PUT',
        path: `${base}/edit/${seg(id)}`,
        body,
        fallback: 'Failed to update product',
      }),
    remove: (id: string) =>
      send<{ success: boolean; message?: string }>({
        method: 'DELETE',
        path: `${base}/delete/${seg(id)}`,
        fallback: 'Failed to delete product',
      }),
    addSize: (productId: string, body: SizeInput) =>
      send<DataResponse<Product>>({
        method: 'POST',
        path: `${base}/${seg(productId)}/sizes`,
        body,
        fallback: 'Failed to add size',
      }),
    updateSize: (productId: string, sizeId: string, body: Pick<SizeInput, 'stock'>) =>
      send<DataResponse<Product>>({
        method: 'PUT',
        path: `${base}/${seg(productId)}/sizes/${seg(sizeId)}`,
        body,
        fallback: 'Failed to update size',
      }),
    removeSize: (productId: string, sizeId: string) =>
      send<DataResponse<Product>>({
        method: 'DELETE',
        path: `${base}/${seg(productId)}/sizes/${seg(sizeId)}`,
        fallback: 'Failed to delete size',
      }),
  };
}

import type { Product, ProductInput } from '../contract/entities';
import type { DataResponse, ImageUploadResponse, SizeInput } from '../contract/payloads';
import type { AdminProductPage, AdminProductQuery } from '../contract/rules/adminProducts';
import type { ProductImportMode, ProductImportReport } from '../contract/rules/productCsv';
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

/** Extension 'catalogue-csv': a dry run's or an apply's answer. */
export interface ProductImportResponse extends DataResponse<ProductImportReport> {
  message: string;
}

export function adminProductsApi(send: Send, url: (path: string) => string) {
  return {
    /** Extension 'catalogue-csv': where the browser downloads the catalogue as CSV. */
    exportUrl: () => url(`${base}/export`),
    /** Extension 'catalogue-csv': where the browser downloads the products file's template. */
    importTemplateUrl: () => url(`${base}/import/template`),
    /**
     * Extension 'catalogue-csv': a products file checked (`dry-run`) or applied. An apply with
     * problems is refused (422): the ApiError's body holds the report.
     */
    importProducts: (csv: string, mode: ProductImportMode) =>
      send<ProductImportResponse>({
        method: 'POST',
        path: `${base}/import`,
        query: new URLSearchParams({ mode }),
        body: csv,
        headers: { 'Content-Type': 'text/csv' },
        fallback: 'Failed to import products',
      }),
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

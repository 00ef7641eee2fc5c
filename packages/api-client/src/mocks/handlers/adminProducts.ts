import type { HttpHandler } from 'msw';
import {
  BRAND_OPTIONS,
  CATEGORY_OPTIONS,
  CONFIRMATIONS,
  type Product,
  resolveTotalStock,
  type Size,
  VALIDATION,
} from '../../contract';
import {
  isObject,
  type JsonObject,
  readJson,
  requireNumber,
  requireOneOf,
  requireString,
} from '../body';
import { productImage } from '../fixtures/images';
import { sumStock } from '../fixtures/products';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import type { MockStore } from '../store';

const CATEGORIES = CATEGORY_OPTIONS.map((option) => option.id);
const BRANDS = BRAND_OPTIONS.map((option) => option.id);
/** Uploads up to this size come back as their own data URL; larger ones get a placeholder. */
const INLINE_UPLOAD_LIMIT = 256 * 1024;

type ProductFields = Omit<Product, '_id' | 'averageReview' | 'salesCount'>;

function readSizes(store: MockStore, raw: unknown): Size[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) fail(400, 'sizes must be a list');
  const sizes = raw.map((entry): Size => {
    if (!isObject(entry)) fail(400, 'Each size needs a size and a stock');
    return {
      _id: typeof entry._id === 'string' && entry._id ? entry._id : store.newId(),
      size: requireString(entry, 'size'),
      stock: requireNumber(entry, 'stock', { integer: true, min: 0 }),
    };
  });
  assertDistinctSizes(sizes);
  return sizes;
}

function assertDistinctSizes(sizes: readonly Size[]): void {
  const seen = new Set<string>();
  for (const { size } of sizes) {
    const key = size.toLowerCase();
    if (seen.has(key)) fail(400, `Size ${size} already exists`);
    seen.add(key);
  }
}

/** The admin form's product; on edit, fields the body leaves out keep their current value. */
function readProduct(store: MockStore, body: JsonObject, current?: Product): ProductFields {
  const merged: JsonObject = { ...current, ...body };
  const price = requireNumber(merged, 'price', { min: 1 });
  const salePrice = requireNumber(merged, 'salePrice', { min: 0 });
  if (salePrice > 0 && salePrice >= price) fail(400, 'salePrice must be lower than price');
  const sizes = readSizes(store, merged.sizes);
  const typedTotal =
    merged.totalStock === undefined || merged.totalStock === ''
      ? 0
      : requireNumber(merged, 'totalStock', { integer: true, min: 0 });
  return {
    image: requireString(merged, 'image'),
    title: requireString(merged, 'title'),
    description: requireString(merged, 'description'),
    category: requireOneOf(merged, 'category', CATEGORIES),
    brand: requireOneOf(merged, 'brand', BRANDS),
    price,
    salePrice,
    sizes,
    totalStock: resolveTotalStock(sizes, typedTotal),
  };
}

function findProduct(store: MockStore, id: string): Product {
  return store.findProduct(id) ?? fail(404, 'Product not found');
}

function findSize(product: Product, sizeId: string): Size {
  return product.sizes.find((entry) => entry._id === sizeId) ?? fail(404, 'Size not found');
}

async function toDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${file.type};base64,${btoa(binary)}`;
}

function withSizes(product: Product) {
  // Sizes are the source of truth once edited one by one.
  product.totalStock = sumStock(product.sizes);
  return product;
}

export function adminProductHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('adminProducts', '/image-upload'), async ({ request, store }) => {
      authorize(store, { admin: true });
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        fail(400, 'Expected a multipart upload with the field my_file');
      }
      const file = form.get('my_file');
      if (file === null || typeof file === 'string') fail(400, 'No file uploaded (field my_file)');
      if (!file.type.startsWith('image/')) fail(400, VALIDATION.invalidImagePicked);
      const url =
        file.size <= INLINE_UPLOAD_LIMIT
          ? await toDataUrl(file)
          : productImage({ garment: 'tshirt', colour: 'grey' });
      return ok({ success: true, result: { url } });
    }),

    route.post(endpoint('adminProducts', '/add'), async ({ request, store }) => {
      authorize(store, { admin: true });
      const fields = readProduct(store, await readJson(request));
      const product: Product = { _id: store.newId(), ...fields, averageReview: 0, salesCount: 0 };
      store.products.push(product);
      return ok({ success: true, message: CONFIRMATIONS.productAdded, data: product }, 201);
    }),

    route.get(endpoint('adminProducts', '/fetch-all'), ({ store }) => {
      authorize(store, { admin: true });
      return ok({ success: true, data: store.products });
    }),

    route.put(endpoint('adminProducts', '/edit/:id'), async ({ request, param, store }) => {
      authorize(store, { admin: true });
      const body = await readJson(request);
      const product = findProduct(store, param('id'));
      Object.assign(product, readProduct(store, body, product));
      return ok({ success: true, message: CONFIRMATIONS.productUpdated, data: product });
    }),

    route.delete(endpoint('adminProducts', '/delete/:id'), ({ param, store }) => {
      authorize(store, { admin: true });
      const product = findProduct(store, param('id'));
      store.products.splice(store.products.indexOf(product), 1);
      // Nothing may keep pointing at a product that no longer exists.
      for (const cart of store.carts) {
        cart.items = cart.items.filter((line) => line.productId !== product._id);
      }
      for (const wishlist of store.wishlists) {
        wishlist.productIds = wishlist.productIds.filter((id) => id !== product._id);
      }
      store.reviews = store.reviews.filter((review) => review.productId !== product._id);
      return ok({ success: true, message: CONFIRMATIONS.productDeleted });
    }),

    route.post(
      endpoint('adminProducts', '/:productId/sizes'),
      async ({ request, param, store }) => {
        authorize(store, { admin: true });
        const body = await readJson(request);
        const product = findProduct(store, param('productId'));
        const size: Size = {
          _id: store.newId(),
          size: requireString(body, 'size'),
          stock: requireNumber(body, 'stock', { integer: true, min: 0 }),
        };
        assertDistinctSizes([...product.sizes, size]);
        product.sizes.push(size);
        return ok({ success: true, message: 'Size added successfully', data: withSizes(product) });
      },
    ),

    route.put(
      endpoint('adminProducts', '/:productId/sizes/:sizeId'),
      async ({ request, param, store }) => {
        authorize(store, { admin: true });
        const body = await readJson(request);
        const product = findProduct(store, param('productId'));
        findSize(product, param('sizeId')).stock = requireNumber(body, 'stock', {
          integer: true,
          min: 0,
        });
        return ok({
          success: true,
          message: 'Size updated successfully',
          data: withSizes(product),
        });
      },
    ),

    route.delete(endpoint('adminProducts', '/:productId/sizes/:sizeId'), ({ param, store }) => {
      authorize(store, { admin: true });
      const product = findProduct(store, param('productId'));
      product.sizes.splice(product.sizes.indexOf(findSize(product, param('sizeId'))), 1);
      return ok({ success: true, message: 'Size deleted successfully', data: withSizes(product) });
    }),
  ];
}

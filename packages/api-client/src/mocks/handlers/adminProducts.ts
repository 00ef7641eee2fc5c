import type { HttpHandler } from 'msw';
import { z } from 'zod';
import {
  ADMIN_PAGE_LIMIT,
  adminPageOf,
  fitColoursToSizes,
  hasColours,
  type Product,
  type ProductColour,
  type ProductPicture,
  resolveTotalStock,
  SERVER_MESSAGES,
  type Size,
  searchAdminProducts,
  sumColourStock,
  withColours,
} from '../../contract';
import { inlinePictures } from '../../demo-data/pictures';
import { sumStock } from '../../demo-data/products';
import {
  adminProductSearchQuery,
  id,
  inlineImageRef,
  newSizeBody,
  productBodyWith,
  sizeStockBody,
} from '../../schemas';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { checked, jsonBody, pathParams } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import type { MockStore } from '../store';
import { mailRestocked } from './restockAlerts';

const MESSAGES = SERVER_MESSAGES.adminProducts;
const UPLOAD = SERVER_MESSAGES.uploads;
/** The reference server's default upload limit. */
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Uploads up to this size come back as their own data URL; larger ones get a stand-in picture. */
const INLINE_UPLOAD_LIMIT = 256 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'];

type SizeEntry = { _id?: string; size: string; stock: number };

/** The server's product rule; the mocks' uploads come back as data: URLs, which it may show. */
export const productBody = productBodyWith(inlineImageRef);
const productParams = z.object({ id });
const sizeParams = z.object({ productId: id, sizeId: id });

/** The admin form's product; averageReview comes from the reviews, so the form's is ignored. */
async function readProduct(request: Request) {
  const { averageReview: _, ...product } = await jsonBody(request, productBody);
  return product;
}

/** Sizes keep their ids when the form sends them back; new ones get fresh ids. */
export function storedSizes(
  store: MockStore,
  entries: SizeEntry[],
  current: readonly Size[] = [],
): Size[] {
  return entries.map(({ _id, size, stock: count }) => ({
    _id: _id && current.some((entry) => entry._id === _id) ? _id : store.newId(),
    size,
    stock: count,
  }));
}

function withTotal(product: Product): Product {
  product.totalStock = sumStock(product.sizes);
  return product;
}

/** After its sizes changed: the colours follow the sizes (see fitColoursToSizes). */
function fitColours(product: Product): Product {
  if (product.colours && hasColours(product)) {
    product.colours = fitColoursToSizes(product.colours, product.sizes);
  }
  return withTotal(product);
}

/**
 * Extension `product-colours`: colours and pictures the admin sent, or the product's own when
 * left out; with colours, each size's stock is their sum. An empty colour list removes them.
 */
export function colouredFields(
  sizes: Size[],
  sent: { colours?: ProductColour[]; pictures?: ProductPicture[] },
  current?: Product,
): Pick<Product, 'sizes' | 'colours' | 'pictures'> {
  const pictures = sent.pictures ?? current?.pictures;
  const colours = sent.colours ?? current?.colours;
  if (!colours?.length) {
    return { sizes, ...(pictures ? { pictures } : {}), ...(sent.colours ? { colours: [] } : {}) };
  }
  const fitted = sent.colours
    ? withColours(
        sizes.map((entry) => entry.size),
        sent.colours,
        pictures,
      )
    : { colours: fitColoursToSizes(colours, sizes), pictures };
  return {
    sizes: sumColourStock(sizes, fitted.colours),
    colours: fitted.colours,
    ...(fitted.pictures ? { pictures: fitted.pictures } : {}),
  };
}

async function toDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${file.type};base64,${btoa(binary)}`;
}

export function adminProductHandlers(route: Router): HttpHandler[] {
  const admin = (store: MockStore) => authorize(store, { admin: true });
  const findProduct = (store: MockStore, productId: string) =>
    store.findProduct(productId) ?? fail(404, MESSAGES.notFound);

  return [
    route.post(endpoint('adminProducts', '/image-upload'), async ({ request, store }) => {
      admin(store);
      if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) {
        fail(415, UPLOAD.notMultipart);
      }
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        fail(400, UPLOAD.unreadable);
      }
      const file = form.get('my_file');
      if (file === null || typeof file === 'string') fail(400, UPLOAD.noFile);
      if (file.size > UPLOAD_MAX_BYTES) fail(413, UPLOAD.tooLarge);
      if (!IMAGE_TYPES.includes(file.type)) fail(415, UPLOAD.unsupportedType);
      const url =
        file.size <= INLINE_UPLOAD_LIMIT
          ? await toDataUrl(file)
          : inlinePictures.garment('tshirt', 'grey');
      return ok({ success: true, result: { url } });
    }),

    route.post(endpoint('adminProducts', '/add'), async ({ request, store }) => {
      admin(store);
      const { sizes, totalStock, colours, pictures, ...fields } = await readProduct(request);
      const coloured = colouredFields(storedSizes(store, sizes ?? []), { colours, pictures });
      const product: Product = {
        _id: store.newId(),
        ...fields,
        totalStock: resolveTotalStock(coloured.sizes, totalStock),
        averageReview: 0,
        salesCount: 0,
        ...coloured,
      };
      store.products.push(product);
      return ok({ success: true, message: MESSAGES.added, data: product }, 201);
    }),

    route.list(endpoint('adminProducts', '/fetch-all'), ({ store }) => {
      admin(store);
      return ok({ success: true, data: store.products });
    }),

    route.get(endpoint('adminProducts', '/search'), ({ request, store, flavour }) => {
      if (!flavour.extensions) fail(404, SERVER_MESSAGES.common.routeNotFound);
      admin(store);
      const query = checked(
        adminProductSearchQuery,
        Object.fromEntries(new URL(request.url).searchParams),
      );
      const page = adminPageOf(
        // The store keeps products in the order they were added: newest last.
        searchAdminProducts([...store.products].reverse(), query),
        query.cursor,
        query.limit ?? ADMIN_PAGE_LIMIT,
      );
      return ok(page ?? fail(400, SERVER_MESSAGES.common.badCursor));
    }),

    route.put(endpoint('adminProducts', '/edit/:id'), async ({ request, param, store }) => {
      admin(store);
      const { id: productId } = pathParams(productParams, param);
      const { sizes, totalStock, colours, pictures, ...fields } = await readProduct(request);
      const product = findProduct(store, productId);
      // An edit without sizes keeps every size and its stock.
      const stored = sizes ? storedSizes(store, sizes, product.sizes) : product.sizes;
      const coloured = colouredFields(stored, { colours, pictures }, product);
      Object.assign(product, fields, coloured, {
        totalStock: resolveTotalStock(coloured.sizes, totalStock),
      });
      mailRestocked(store, request);
      return ok({ success: true, message: MESSAGES.updated, data: product });
    }),

    route.delete(endpoint('adminProducts', '/delete/:id'), ({ param, store }) => {
      admin(store);
      const product = findProduct(store, pathParams(productParams, param).id);
      store.products.splice(store.products.indexOf(product), 1);
      // Nothing may keep pointing at a product that no longer exists; orders keep their copy.
      for (const cart of store.carts) {
        cart.items = cart.items.filter((line) => line.productId !== product._id);
      }
      for (const wishlist of store.wishlists) {
        wishlist.productIds = wishlist.productIds.filter((entry) => entry !== product._id);
      }
      store.reviews = store.reviews.filter((review) => review.productId !== product._id);
      return ok({ success: true, message: MESSAGES.deleted });
    }),

    route.post(
      endpoint('adminProducts', '/:productId/sizes'),
      async ({ request, param, store }) => {
        admin(store);
        const { productId } = pathParams(sizeParams.pick({ productId: true }), param);
        const body = await jsonBody(request, newSizeBody);
        const product = findProduct(store, productId);
        if (product.sizes.some((entry) => entry.size === body.size)) {
          fail(409, MESSAGES.sizeExists(body.size));
        }
        product.sizes.push({ _id: store.newId(), ...body });
        const data = fitColours(product);
        mailRestocked(store, request);
        return ok({ success: true, message: MESSAGES.sizeAdded, data }, 201);
      },
    ),

    route.put(
      endpoint('adminProducts', '/:productId/sizes/:sizeId'),
      async ({ request, param, store }) => {
        admin(store);
        const ids = pathParams(sizeParams, param);
        const body = await jsonBody(request, sizeStockBody);
        const product = store.findProduct(ids.productId);
        const size =
          product?.sizes.find((entry) => entry._id === ids.sizeId) ??
          fail(404, MESSAGES.productOrSizeNotFound);
        const found = product as Product;
        if (body.colour !== undefined) {
          // Extension `product-colours`: the stock of the size in one colour.
          const colour =
            found.colours?.find((entry) => entry.name === body.colour) ??
            fail(404, MESSAGES.colourNotFound(body.colour));
          const cell = colour.sizes.find((entry) => entry.size === size.size);
          if (cell) cell.stock = body.stock;
          else colour.sizes.push({ size: size.size, stock: body.stock });
          found.sizes = sumColourStock(found.sizes, found.colours ?? []);
        } else {
          size.stock = body.stock;
        }
        const data = fitColours(found);
        mailRestocked(store, request);
        return ok({ success: true, message: MESSAGES.sizeUpdated, data });
      },
    ),

    route.delete(endpoint('adminProducts', '/:productId/sizes/:sizeId'), ({ param, store }) => {
      admin(store);
      const ids = pathParams(sizeParams, param);
      const product = store.findProduct(ids.productId);
      const index = product?.sizes.findIndex((entry) => entry._id === ids.sizeId) ?? -1;
      if (!product || index < 0) fail(404, MESSAGES.productOrSizeNotFound);
      product.sizes.splice(index, 1);
      return ok({ success: true, message: MESSAGES.sizeDeleted, data: fitColours(product) });
    }),
  ];
}

import { ADMIN_PAGE_LIMIT, isSearchableKeyword, type Product } from '@atelier/api-client';
import type { AdminProductSearchQuery } from '@atelier/api-client/schemas';
import { searchAdminProductsJson } from '../db/adminProducts';
import { fitColours, lockedColours, saveColours } from '../db/colourStock';
import { isUniqueViolation, type Queryable } from '../db/database';
import { countFacets } from '../db/facetCounts';
import { buildFacetIndex } from '../db/facetIndex';
import { type CatalogueFilters, productFacetsOf } from '../db/facets';
import { readProductPage } from '../db/productPage';
import {
  findProduct,
  listAllProductsJson,
  listProductsJson,
  type ProductListQuery,
  searchProductsJson,
} from '../db/products';
import {
  deleteProduct,
  deleteSize,
  insertProduct,
  insertSize,
  lockProduct,
  type ProductEdit,
  type ProductWrite,
  syncTotalStock,
  updateProduct,
  updateSizeStock,
} from '../db/productWrites';
import { CATALOGUE, REQUEST } from '../messages';
import { type CatalogAnswer, tagged } from './catalogCache';
import type { ServiceContext } from './context';
import { conflict, invalid, notFound } from './errors';
import { queueRestockMails } from './restockAlerts';

const NO_MATCHES = tagged('{"success":true,"data":[]}');

/** One cache key per set of filters (each list already in order, as the routes give them). */
const filtersKey = (f: CatalogueFilters) =>
  JSON.stringify([
    f.categories,
    f.brands,
    f.sizes,
    f.colours,
    f.minPrice ?? null,
    f.maxPrice ?? null,
  ]);

/**
 * Products and their sizes. Lists and search answer JSON text built by the database (see
 * listProductsJson), reused from the shared-version cache; every write bumps that version.
 */
export function createCatalogueService(ctx: ServiceContext) {
  const { db, images, catalogCache, mail, settings, clock } = ctx;
  const facetIndex = catalogCache.perVersion(() => buildFacetIndex(db));

  /**
   * Runs a write that names the product it changed (null: not found), mails the restock alerts
   * it satisfied, then tells every cache.
   */
  async function write(work: (tx: Queryable) => Promise<string | null>, missing: string) {
    const written = await db.transaction(async (tx) => {
      const id = await work(tx);
      if (!id) return null;
      const mailed = await queueRestockMails(tx, mail, settings, clock(), [id]);
      return { product: await findProduct(tx, id, images.url), mailed };
    });
    if (!written?.product) throw notFound(missing);
    if (written.mailed) mail.kick();
    await catalogCache.invalidate();
    return written.product;
  }

  /**
   * A size change under the product's row lock, with totalStock and any colours following the
   * sizes.
   */
  const sizeWrite = (productId: string, change: (tx: Queryable) => Promise<boolean>) =>
    write(async (tx) => {
      if (!(await lockProduct(tx, productId)) || !(await change(tx))) return null;
      await syncTotalStock(tx, productId);
      await fitColours(tx, productId);
      return productId;
    }, CATALOGUE.productOrSizeNotFound);

  /** Stored pictures name this server's own files by path, as `image` does. */
  const storedImages = <T extends ProductWrite | ProductEdit>(input: T): T => ({
    ...input,
    image: images.stored(input.image),
    ...(input.pictures
      ? { pictures: input.pictures.map((p) => ({ ...p, url: images.stored(p.url) })) }
      : {}),
  });

  /** Extension `product-colours`: one size's stock in one colour; the sizes follow. */
  const colourSizeWrite = (productId: string, sizeId: string, colour: string, stock: number) =>
    write(async (tx) => {
      const colours = await lockedColours(tx, productId);
      const [row] = await tx.query<{ size: string }>(
        'SELECT size FROM product_sizes WHERE id = $1 AND product_id = $2',
        [sizeId, productId],
      );
      if (!row) return null;
      const cell = colours
        ?.find((entry) => entry.name === colour)
        ?.sizes.find((entry) => entry.size === row.size);
      if (!colours || !cell) throw notFound(CATALOGUE.colourNotFound(colour));
      cell.stock = stock;
      await saveColours(tx, productId, colours);
      return productId;
    }, CATALOGUE.productOrSizeNotFound);

  return {
    /** The listing's whole answer as JSON text (a page of it when the query asks for one). */
    list(query: ProductListQuery): Promise<CatalogAnswer> {
      const { sortBy, page, card } = query;
      const paged = page ? `${page.page}:${page.limit}` : 'all';
      const key = `list:${filtersKey(query)}|${sortBy}|${paged}|${card}`;
      return catalogCache.get(key, () => listProductsJson(db, query, images.publicUrl));
    },

    /**
     * Extension `product-facets`: the counts beside the listing's filters, as JSON text, from
     * the catalogue version's facet index (in SQL when nothing may be kept).
     */
    facets(filters: CatalogueFilters): Promise<CatalogAnswer> {
      return catalogCache.get(`facets:${filtersKey(filters)}`, async (version) => {
        const data =
          version === null
            ? await productFacetsOf(db, filters)
            : countFacets(await facetIndex(version), filters);
        return JSON.stringify({ success: true, data });
      });
    },

    /**
     * The search's whole answer as JSON text. The shop only searches longer keywords; a short one
     * matches nothing rather than everything.
     */
    search(keyword: string): Promise<CatalogAnswer> {
      if (!isSearchableKeyword(keyword)) return Promise.resolve(NO_MATCHES);
      const needle = keyword.trim();
      return catalogCache.get(
        `search:${needle.toLowerCase()}`,
        async () =>
          `{"success":true,"data":${await searchProductsJson(db, needle, images.publicUrl)}}`,
      );
    },

    async product(id: string): Promise<Product> {
      const product = await findProduct(db, id, images.url);
      if (!product) throw notFound(CATALOGUE.productNotFound);
      return product;
    },

    /** A product page's reads (issue 36), in one round trip; null for an unknown product. */
    productPage: (id: string) => readProductPage(db, id, images.url),

    /** Every product for the back office, newest first. */
    adminList: () => listAllProductsJson(db, images.publicUrl),

    /** Extension 'admin-product-search': one page of the back office's search, as JSON text. */
    async adminSearch(query: AdminProductSearchQuery): Promise<string> {
      const answer = await searchAdminProductsJson(
        db,
        query,
        query.limit ?? ADMIN_PAGE_LIMIT,
        images.publicUrl,
      );
      if ('badCursor' in answer) throw invalid(REQUEST.badCursor);
      return answer.json;
    },

    add(input: ProductWrite): Promise<Product> {
      return write((tx) => insertProduct(tx, storedImages(input)), CATALOGUE.productNotFound);
    },

    edit(id: string, input: ProductEdit): Promise<Product> {
      return write(
        async (tx) => ((await updateProduct(tx, id, storedImages(input))) ? id : null),
        CATALOGUE.productNotFound,
      );
    },

    async remove(id: string): Promise<void> {
      if (!(await deleteProduct(db, id))) throw notFound(CATALOGUE.productNotFound);
      await catalogCache.invalidate();
    },

    addSize(productId: string, size: string, stock: number): Promise<Product> {
      return write(async (tx) => {
        if (!(await lockProduct(tx, productId))) return null;
        await insertSize(tx, productId, size, stock);
        await syncTotalStock(tx, productId);
        await fitColours(tx, productId);
        return productId;
      }, CATALOGUE.productNotFound).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(CATALOGUE.sizeExists(size));
        throw error;
      });
    },

    /** Without a colour, a product with colours spreads the change (see fitColoursToSizes). */
    updateSize: (productId: string, sizeId: string, stock: number, colour?: string) =>
      colour === undefined
        ? sizeWrite(productId, (tx) => updateSizeStock(tx, productId, sizeId, stock))
        : colourSizeWrite(productId, sizeId, colour, stock),

    deleteSize: (productId: string, sizeId: string) =>
      sizeWrite(productId, (tx) => deleteSize(tx, productId, sizeId)),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

import type { HttpHandler } from 'msw';
import { z } from 'zod';
import {
  filterProducts,
  isSearchableKeyword,
  pageOf,
  productFacets,
  SERVER_MESSAGES,
  sortProducts,
  toCardProduct,
} from '../../contract';
import { id, productFacetsQuery, searchParams } from '../../schemas';
import { endpoint } from '../paths';
import { filtersOf, matchesKeyword, readListQuery } from '../query';
import { checked, pathParams } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';

const productParams = z.object({ id });

export function productHandlers(route: Router): HttpHandler[] {
  return [
    route.list(endpoint('products', '/get'), ({ request, store, flavour }) => {
      const query = readListQuery(new URL(request.url).searchParams, flavour.extensions);
      const sorted = sortProducts(filterProducts(store.products, query.filters), query.sortBy);
      const shaped = query.card ? sorted.map(toCardProduct) : sorted;
      return ok(query.page ? pageOf(shaped, query.page) : { success: true, data: shaped });
    }),
    // Extension `product-facets`; a plain backend has no such route.
    route.get(endpoint('products', '/facets'), ({ request, store, flavour }) => {
      if (!flavour.extensions) fail(404, SERVER_MESSAGES.common.routeNotFound);
      const raw = Object.fromEntries(new URL(request.url).searchParams);
      const filters = filtersOf(checked(productFacetsQuery, raw));
      return ok({ success: true, data: productFacets(store.products, filters) });
    }),
    route.get(endpoint('products', '/get/:id'), ({ param, store }) => {
      const product =
        store.findProduct(pathParams(productParams, param).id) ??
        fail(404, SERVER_MESSAGES.products.notFound);
      return ok({ success: true, data: product });
    }),
  ];
}

export function searchHandlers(route: Router): HttpHandler[] {
  return [
    route.list(endpoint('search', '/:keyword'), ({ param, store }) => {
      const { keyword } = pathParams(searchParams, param);
      // The shop only searches longer keywords; a short one matches nothing rather than everything.
      if (!isSearchableKeyword(keyword)) return ok({ success: true, data: [] });
      const found = matchesKeyword(store.products, keyword.trim());
      return ok({ success: true, data: sortProducts(found, 'sales-hightolow') });
    }),
  ];
}

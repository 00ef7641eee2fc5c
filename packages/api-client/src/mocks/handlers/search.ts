import type { HttpHandler } from 'msw';
import { endpoint } from '../paths';
import { searchProducts } from '../query';
import { fail, ok } from '../respond';
import type { Router } from '../router';

export function searchHandlers(route: Router): HttpHandler[] {
  return [
    route.get(endpoint('search', '/:keyword'), ({ param, store }) => {
      const keyword = param('keyword').trim();
      if (!keyword) fail(400, 'Keyword is required');
      return ok({ success: true, data: searchProducts(store.products, keyword) });
    }),
  ];
}

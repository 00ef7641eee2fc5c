import type { HttpHandler } from 'msw';
import { endpoint } from '../paths';
import { listProducts } from '../query';
import { fail, ok } from '../respond';
import type { Router } from '../router';

export function productHandlers(route: Router): HttpHandler[] {
  return [
    route.get(endpoint('products', '/get'), ({ request, store }) => {
      const params = new URL(request.url).searchParams;
      return ok({ success: true, data: listProducts(store.products, params) });
    }),
    route.get(endpoint('products', '/get/:id'), ({ param, store }) => {
      const product = store.findProduct(param('id')) ?? fail(404, 'Product not found!');
      return ok({ success: true, data: product });
    }),
  ];
}

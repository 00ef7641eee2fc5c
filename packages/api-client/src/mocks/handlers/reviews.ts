import type { HttpHandler } from 'msw';
import { CONFIRMATIONS, type Review } from '../../contract';
import { readJson, requireNumber, requireString } from '../body';
import { averageReview } from '../fixtures/reviews';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { fail, ok } from '../respond';
import type { Router } from '../router';

export function reviewHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('reviews', '/add'), async ({ request, store }) => {
      const body = await readJson(request);
      authorize(store, { owner: body.userId });
      const userId = requireString(body, 'userId');
      const product =
        store.findProduct(requireString(body, 'productId')) ?? fail(404, 'Product not found');
      const review: Review = {
        _id: store.newId(),
        productId: product._id,
        userId,
        userName: requireString(body, 'userName'),
        reviewMessage: requireString(body, 'reviewMessage'),
        reviewValue: requireNumber(body, 'reviewValue', { integer: true, min: 1, max: 5 }),
        createdAt: store.now(),
      };
      const existing = store.reviews.filter((entry) => entry.productId === product._id);
      if (existing.some((entry) => entry.userId === userId)) {
        fail(400, 'You have already reviewed this product');
      }
      store.reviews.push(review);
      product.averageReview = averageReview([...existing, review]);
      return ok({ success: true, message: CONFIRMATIONS.reviewAdded, data: review }, 201);
    }),

    route.get(endpoint('reviews', '/:productId'), ({ param, store }) => {
      const reviews = store.reviews
        .filter((review) => review.productId === param('productId'))
        .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
      return ok({ success: true, data: reviews });
    }),
  ];
}

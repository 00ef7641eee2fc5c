import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { countsAsPurchase, type Review, SERVER_MESSAGES } from '../../contract';
import { averageReview } from '../../demo-data/reviews';
import { id, reviewBody } from '../../schemas';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { jsonBody, pathParams } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import type { MockStore } from '../store';

const MESSAGES = SERVER_MESSAGES.reviews;
const productParams = z.object({ productId: id });

/** Extension `review-fit`: decided from the reviewer's orders each time, as the server does. */
function withVerifiedBuyer(store: MockStore, review: Review): Review {
  const verifiedBuyer = store.orders.some(
    (order) =>
      order.userId === review.userId &&
      countsAsPurchase(order) &&
      order.cartItems.some((item) => item.productId === review.productId),
  );
  return { ...review, verifiedBuyer };
}

export function reviewHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('reviews', '/add'), async ({ request, store, flavour }) => {
      const body = await jsonBody(request, reviewBody);
      const user = authorize(store, { owner: body.userId });
      const product = store.findProduct(body.productId) ?? fail(404, MESSAGES.productNotFound);
      const existing = store.reviews.filter((entry) => entry.productId === product._id);
      if (existing.some((entry) => entry.userId === user.id)) fail(409, MESSAGES.duplicate);
      const review: Review = {
        _id: store.newId(),
        productId: product._id,
        userId: user.id,
        userName: user.userName,
        reviewMessage: body.reviewMessage,
        reviewValue: body.reviewValue,
        createdAt: store.now(),
        ...(flavour.extensions && body.fit ? { fit: body.fit } : {}),
      };
      store.reviews.push(review);
      product.averageReview = averageReview([...existing, review]);
      const data = flavour.extensions ? withVerifiedBuyer(store, review) : review;
      return ok({ success: true, message: MESSAGES.added, data }, 201);
    }),

    route.list(endpoint('reviews', '/:productId'), ({ param, store, flavour }) => {
      const { productId } = pathParams(productParams, param);
      const reviews = store.reviews
        .filter((review) => review.productId === productId)
        .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
        .map((review) => (flavour.extensions ? withVerifiedBuyer(store, review) : review));
      return ok({ success: true, data: reviews });
    }),
  ];
}

import { FIELD_PROBLEMS, SERVER_MESSAGES } from '@atelier/api-client';
import { accessCases, type ContractCase, invalid, refused, UNKNOWN_ID } from '../case';
import { REVIEW, withData, withMessageAndData } from '../shapes';
import type { Shopper, World } from '../world';

const review = (shopper: Shopper, productId: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  userId: shopper.user.id,
  userName: 'Any Name',
  reviewMessage: 'Fits well and feels good.',
  reviewValue: 4,
  ...overrides,
});

/** A fresh shopper reviews a product (one with stock unless named), with `overrides` in the body. */
async function postReview(w: World, overrides: Record<string, unknown> = {}, productId?: string) {
  const shopper = await w.shopper('Reviewing Shopper');
  const id = productId ?? (await w.product()).product._id;
  const send = () =>
    shopper.session.request('POST', '/api/shop/review/add', {
      json: review(shopper, id, overrides),
    });
  return { shopper, productId: id, send };
}

export const reviewCases: ContractCase[] = [
  {
    endpoint: 'POST /api/shop/review/add',
    name: "adds a review under the account's own name",
    kind: 'success',
    run: async (w) => (await postReview(w)).send(),
    expect: {
      status: 201,
      message: SERVER_MESSAGES.reviews.added,
      shape: withMessageAndData(REVIEW),
    },
    check: (reply) => {
      if (reply.body.data.userName !== 'Reviewing Shopper')
        throw new Error('review took the name sent');
    },
  },
  {
    endpoint: 'POST /api/shop/review/add',
    name: 'refuses a second review of the same product',
    kind: 'conflict',
    run: async (w) => {
      const { send } = await postReview(w);
      await send();
      return send();
    },
    expect: refused(409, SERVER_MESSAGES.reviews.duplicate),
  },
  {
    endpoint: 'POST /api/shop/review/add',
    name: 'refuses a rating that is not a whole number of stars',
    kind: 'validation',
    run: async (w) => (await postReview(w, { reviewValue: 4.5 })).send(),
    expect: invalid('reviewValue', FIELD_PROBLEMS.wholeNumber),
  },
  {
    endpoint: 'POST /api/shop/review/add',
    name: 'refuses six stars',
    kind: 'validation',
    run: async (w) => (await postReview(w, { reviewValue: 6 })).send(),
    expect: invalid('reviewValue', FIELD_PROBLEMS.atMost(5)),
  },
  {
    endpoint: 'POST /api/shop/review/add',
    name: 'refuses a blank message',
    kind: 'validation',
    run: async (w) => (await postReview(w, { reviewMessage: '   ' })).send(),
    expect: invalid('reviewMessage', FIELD_PROBLEMS.required),
  },
  {
    endpoint: 'POST /api/shop/review/add',
    name: 'answers 404 for an unknown product',
    kind: 'not found',
    run: async (w) => (await postReview(w, {}, UNKNOWN_ID)).send(),
    expect: refused(404, SERVER_MESSAGES.reviews.productNotFound),
  },
  ...accessCases('POST /api/shop/review/add', 'owner', async (w, owner) => ({
    method: 'POST',
    path: '/api/shop/review/add',
    options: { json: review(owner, (await w.product()).product._id) },
  })),
  {
    endpoint: 'GET /api/shop/review/:productId',
    name: "lists a product's reviews for anyone, newest first",
    kind: 'success',
    run: async (w) => {
      const { send, productId } = await postReview(w);
      await send();
      return w.guest().request('GET', `/api/shop/review/${productId}`);
    },
    expect: { status: 200, shape: withData([REVIEW]) },
  },
  {
    endpoint: 'GET /api/shop/review/:productId',
    name: 'lists nothing for an unknown product',
    kind: 'not found',
    run: (w) => w.guest().request('GET', `/api/shop/review/${UNKNOWN_ID}`),
    expect: { status: 200, shape: withData([REVIEW]) },
    check: (reply) => {
      if (reply.body.data.length !== 0)
        throw new Error('reviews for a product that does not exist');
    },
  },
];

import { isDeepStrictEqual } from 'node:util';
import { FIELD_PROBLEMS, type Review, SERVER_MESSAGES, type SizeGuide } from '@atelier/api-client';
import { DEMO_SIZE_GUIDES } from '@atelier/api-client/demo-data';
import { accessCases, type ContractCase, invalid, refused } from '../case';
import { FIT_REVIEW, SIZE_GUIDE, withData, withMessageAndData } from '../shapes';
import type { Shopper, World } from '../world';

/**
 * Extensions 'review-fit' (a fit answer on reviews, and "Verified buyer" decided from orders)
 * and 'size-guides' (a guide per category, replaced by admins).
 */

const MESSAGES = SERVER_MESSAGES.sizeGuides;

const review = (shopper: Shopper, productId: string, fit?: unknown) => ({
  productId,
  userId: shopper.user.id,
  userName: shopper.user.userName,
  reviewMessage: 'Ordered my usual size.',
  reviewValue: 4,
  ...(fit === undefined ? {} : { fit }),
});

function reviewAs(shopper: Shopper, productId: string, fit?: unknown) {
  return shopper.session.request('POST', '/api/shop/review/add', {
    json: review(shopper, productId, fit),
  });
}

function expectFitAndBuyer(reply: { body: { data: Review } }, fit: string, verified: boolean) {
  const { data } = reply.body;
  if (data.fit !== fit) throw new Error(`fit ${String(data.fit)}, not ${fit}`);
  if (data.verifiedBuyer !== verified) {
    throw new Error(`verifiedBuyer ${String(data.verifiedBuyer)}, not ${verified}`);
  }
}

function guideOf(category: string): SizeGuide {
  const guide = DEMO_SIZE_GUIDES.find((entry) => entry.category === category);
  if (!guide) throw new Error(`the demo data has no ${category} size guide`);
  return guide;
}
const withoutCategory = ({ measurements, rows }: SizeGuide) => ({ measurements, rows });
const NEW_KIDS = {
  measurements: ['Height', 'Chest'],
  rows: [
    { size: '2-3Y', cm: [98, 54.5] },
    { size: '4-5Y', cm: [110, 58] },
  ],
};

/** Saves `guide` as the kids guide, runs `then`, and puts the demo guide back whatever happens. */
async function withKidsGuide<T>(w: World, guide: unknown, then: () => Promise<T>): Promise<T> {
  const admin = await w.admin();
  try {
    await admin.request('PUT', '/api/admin/size-guides/kids', { json: guide });
    return await then();
  } finally {
    await admin.request('PUT', '/api/admin/size-guides/kids', {
      json: withoutCategory(guideOf('kids')),
    });
  }
}

export const fitCases: ContractCase[] = [
  {
    endpoint: 'POST /api/shop/review/add',
    name: 'keeps the fit answer; a shopper who never ordered is no verified buyer',
    kind: 'extension',
    run: async (w) => {
      const shopper = await w.shopper('Fit Reviewer');
      return reviewAs(shopper, (await w.product()).product._id, 'small');
    },
    expect: {
      status: 201,
      message: SERVER_MESSAGES.reviews.added,
      shape: withMessageAndData(FIT_REVIEW),
    },
    check: (reply) => expectFitAndBuyer(reply, 'small', false),
  },
  {
    endpoint: 'POST /api/shop/review/add',
    name: 'a shopper with a cash-on-delivery order of the product is a verified buyer',
    kind: 'extension',
    run: async (w) => {
      const shopper = await w.shopper('Buying Reviewer');
      const { payload } = await w.order(shopper, 'cod');
      const productId = payload.cartItems[0]?.productId ?? '';
      await reviewAs(shopper, productId, 'true');
      return w.guest().request('GET', `/api/shop/review/${productId}`);
    },
    expect: { status: 200, shape: withData([FIT_REVIEW]) },
    check: (reply) => {
      const mine = (reply.body.data as Review[]).find((r) => r.userName === 'Buying Reviewer');
      if (!mine) throw new Error('the review is not listed');
      expectFitAndBuyer({ body: { data: mine } }, 'true', true);
    },
  },
  {
    endpoint: 'POST /api/shop/review/add',
    name: 'an online order not yet paid does not make a verified buyer',
    kind: 'extension',
    run: async (w) => {
      const shopper = await w.shopper('Unpaid Reviewer');
      const { payload } = await w.order(shopper, 'online');
      return reviewAs(shopper, payload.cartItems[0]?.productId ?? '', 'large');
    },
    expect: {
      status: 201,
      message: SERVER_MESSAGES.reviews.added,
      shape: withMessageAndData(FIT_REVIEW),
    },
    check: (reply) => expectFitAndBuyer(reply, 'large', false),
  },
  {
    endpoint: 'POST /api/shop/review/add',
    name: 'refuses a fit answer that is not small, true or large',
    kind: 'validation',
    run: async (w) => {
      const shopper = await w.shopper();
      return reviewAs(shopper, (await w.product()).product._id, 'tight');
    },
    expect: invalid('fit', FIELD_PROBLEMS.oneOf(['small', 'true', 'large'])),
  },
  {
    endpoint: 'GET /api/shop/size-guide/:category',
    name: "answers a category's guide to anyone",
    kind: 'extension',
    run: (w) => w.guest().request('GET', '/api/shop/size-guide/men'),
    expect: { status: 200, shape: withData(SIZE_GUIDE) },
    check: (reply) => {
      if (!isDeepStrictEqual(reply.body.data, guideOf('men'))) {
        throw new Error(`men's guide is ${JSON.stringify(reply.body.data)}`);
      }
    },
  },
  {
    endpoint: 'GET /api/shop/size-guide/:category',
    name: 'refuses a category the shop does not have',
    kind: 'validation',
    run: (w) => w.guest().request('GET', '/api/shop/size-guide/pets'),
    expect: invalid('category', FIELD_PROBLEMS.oneOf(['men', 'women', 'kids'])),
  },
  {
    endpoint: 'PUT /api/admin/size-guides/:category',
    name: 'replaces the guide, which every shopper then reads',
    kind: 'extension',
    run: (w) =>
      withKidsGuide(w, NEW_KIDS, () => w.guest().request('GET', '/api/shop/size-guide/kids')),
    expect: { status: 200, shape: withData(SIZE_GUIDE) },
    check: (reply) => {
      const expected = { category: 'kids', ...NEW_KIDS };
      if (!isDeepStrictEqual(reply.body.data, expected)) {
        throw new Error(`kids guide reads ${JSON.stringify(reply.body.data)}`);
      }
    },
  },
  {
    endpoint: 'PUT /api/admin/size-guides/:category',
    name: 'answers the saved guide with its message',
    kind: 'extension',
    run: async (w) =>
      // The demo guide saved as it is: nothing changes for the cases after this one.
      (await w.admin()).request('PUT', '/api/admin/size-guides/women', {
        json: withoutCategory(guideOf('women')),
      }),
    expect: { status: 200, message: MESSAGES.saved, shape: withMessageAndData(SIZE_GUIDE) },
  },
  {
    endpoint: 'PUT /api/admin/size-guides/:category',
    name: 'refuses a size without one value for each measurement',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('PUT', '/api/admin/size-guides/kids', {
        json: { measurements: ['Height', 'Chest'], rows: [{ size: 'S', cm: [98] }] },
      }),
    expect: invalid('rows', MESSAGES.rowLength),
  },
  {
    endpoint: 'PUT /api/admin/size-guides/:category',
    name: 'refuses a size listed twice',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('PUT', '/api/admin/size-guides/kids', {
        json: {
          measurements: ['Height'],
          rows: [
            { size: 'S', cm: [98] },
            { size: 's', cm: [99] },
          ],
        },
      }),
    expect: invalid('rows', FIELD_PROBLEMS.duplicateEntries),
  },
  {
    endpoint: 'PUT /api/admin/size-guides/:category',
    name: 'refuses a negative measurement',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('PUT', '/api/admin/size-guides/kids', {
        json: { measurements: ['Height'], rows: [{ size: 'S', cm: [-1] }] },
      }),
    expect: invalid('rows.0.cm.0', FIELD_PROBLEMS.notNegative),
  },
  ...accessCases('PUT /api/admin/size-guides/:category', 'admin', () => ({
    method: 'PUT',
    path: '/api/admin/size-guides/kids',
    options: { json: NEW_KIDS },
  })),
  {
    endpoint: 'DELETE /api/admin/size-guides/:category',
    name: 'removes the guide: the category then has none',
    kind: 'extension',
    run: (w) =>
      withKidsGuide(w, NEW_KIDS, async () => {
        await (await w.admin()).request('DELETE', '/api/admin/size-guides/kids');
        return w.guest().request('GET', '/api/shop/size-guide/kids');
      }),
    expect: refused(404, MESSAGES.notFound),
  },
  ...accessCases('DELETE /api/admin/size-guides/:category', 'admin', () => ({
    method: 'DELETE',
    path: '/api/admin/size-guides/kids',
  })),
];

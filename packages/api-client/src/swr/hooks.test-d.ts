import { describe, expectTypeOf, it } from 'vitest';
import type {
  Address,
  Cart,
  FeatureImage,
  Order,
  Product,
  Review,
  User,
  WishlistItem,
} from '../contract/entities';
import type {
  CardProduct,
  CreateOrderPayload,
  CreateOrderResponse,
  DataResponse,
  ProductQuery,
} from '../contract/payloads';
import type { ApiError } from '../core/errors';
import type { CreateOrderOptions } from '../core/orders';
import {
  type ApiSWRResponse,
  type CaptureInput,
  type ProductListing,
  useAddresses,
  useAdminOrder,
  useAdminOrderActions,
  useAdminOrders,
  useAdminProductActions,
  useAdminProducts,
  useBestSellers,
  useCart,
  useFeatureActions,
  useFeatures,
  useOrder,
  type useOrderActions,
  useOrders,
  useProduct,
  useProductListing,
  useProducts,
  useReviews,
  useSearch,
  type useSession,
  useWishlist,
  useWishlistCheck,
} from '.';

describe('read hooks', () => {
  it('give the entity as data and ApiError as error', () => {
    expectTypeOf(useCart).returns.toEqualTypeOf<ApiSWRResponse<Cart>>();
    expectTypeOf(useWishlist).returns.toEqualTypeOf<ApiSWRResponse<WishlistItem[]>>();
    expectTypeOf(useWishlistCheck).returns.toEqualTypeOf<ApiSWRResponse<boolean>>();
    expectTypeOf(useAddresses).returns.toEqualTypeOf<ApiSWRResponse<Address[]>>();
    expectTypeOf(useOrders).returns.toEqualTypeOf<ApiSWRResponse<Order[]>>();
    expectTypeOf(useOrder).returns.toEqualTypeOf<ApiSWRResponse<Order>>();
    expectTypeOf(useReviews).returns.toEqualTypeOf<ApiSWRResponse<Review[]>>();
    expectTypeOf(useProducts).returns.toEqualTypeOf<ApiSWRResponse<Product[]>>();
    expectTypeOf(useProduct).returns.toEqualTypeOf<ApiSWRResponse<Product>>();
    expectTypeOf(useSearch).returns.toEqualTypeOf<ApiSWRResponse<Product[]>>();
    expectTypeOf(useFeatures).returns.toEqualTypeOf<ApiSWRResponse<FeatureImage[]>>();
    expectTypeOf(useAdminProducts).returns.toEqualTypeOf<ApiSWRResponse<Product[]>>();
    expectTypeOf(useAdminOrders).returns.toEqualTypeOf<ApiSWRResponse<Order[]>>();
    expectTypeOf(useAdminOrder).returns.toEqualTypeOf<ApiSWRResponse<Order>>();
  });

  it('tell a guest (null) from a session still loading (undefined)', () => {
    type Session = ReturnType<typeof useSession>;
    expectTypeOf<Session['data']>().toEqualTypeOf<User | null | undefined>();
    expectTypeOf<Session['error']>().toEqualTypeOf<ApiError | undefined>();
  });

  it('take ids that may not be known yet, and nothing else', () => {
    expectTypeOf(useCart).parameter(0).toEqualTypeOf<string | null | undefined>();
    expectTypeOf(useProducts).parameter(0).toEqualTypeOf<ProductQuery | undefined>();
    // @ts-expect-error a user id is text
    useCart(42);
    // @ts-expect-error the listing's sorts only
    useProducts({ sortBy: 'cheapest' });
  });
});

describe('listing hooks', () => {
  it('give a windowed listing: cards by position, a total and loaders', () => {
    expectTypeOf(useProductListing).returns.toEqualTypeOf<ProductListing>();
    expectTypeOf<ProductListing['items']>().toEqualTypeOf<ReadonlyArray<CardProduct | undefined>>();
    expectTypeOf<ProductListing['total']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ProductListing['mode']>().toEqualTypeOf<'paged' | 'local' | undefined>();
    expectTypeOf<ProductListing['ensureRange']>().toEqualTypeOf<
      (start: number, end: number) => void
    >();
    expectTypeOf<ProductListing['error']>().toEqualTypeOf<ApiError | undefined>();
  });

  it('give the best sellers as cards, which need not carry a description', () => {
    expectTypeOf(useBestSellers).returns.toEqualTypeOf<ApiSWRResponse<CardProduct[]>>();
    expectTypeOf<CardProduct['description']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Product>().toMatchTypeOf<CardProduct>();
  });
});

describe('action hooks', () => {
  type Orders = ReturnType<typeof useOrderActions>;

  it('create an order without the user id, with an optional Idempotency-Key', () => {
    expectTypeOf<Orders['create']>().parameters.toEqualTypeOf<
      [payload: Omit<CreateOrderPayload, 'userId'>, options?: CreateOrderOptions]
    >();
    expectTypeOf<Orders['create']>().returns.resolves.toEqualTypeOf<CreateOrderResponse>();
    expectTypeOf<CreateOrderResponse['orderId']>().toEqualTypeOf<string | undefined>();
  });

  it('capture with the payment alone or with part of the order', () => {
    expectTypeOf<Orders['capture']>().parameter(0).toEqualTypeOf<CaptureInput>();
    expectTypeOf<{
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    }>().toMatchTypeOf<CaptureInput>();
    expectTypeOf<Orders['capture']>().returns.resolves.toEqualTypeOf<DataResponse<Order>>();
  });

  it('keep the back office actions the admin screens use', () => {
    expectTypeOf(useAdminProductActions).returns.toHaveProperty('addSize');
    expectTypeOf(useAdminOrderActions).returns.toHaveProperty('updateStatus');
    expectTypeOf(useFeatureActions).returns.toHaveProperty('remove');
  });
});

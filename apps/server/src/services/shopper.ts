import {
  type Address,
  type AddressFields,
  addressLimitError,
  blankAddressFields,
  type FeatureImage,
  type Review,
  type ReviewFit,
  type WishlistItem,
} from '@atelier/api-client';
import type { SessionUser } from '../auth/sessions';
import {
  deleteAddress,
  insertAddress,
  listAddresses,
  lockUserAddresses,
  updateAddress,
} from '../db/addresses';
import { isUniqueViolation } from '../db/database';
import { deleteFeature, insertFeature, listFeatures } from '../db/features';
import { findProduct } from '../db/products';
import { lockProduct } from '../db/productWrites';
import { insertReview, listReviews } from '../db/reviews';
import { addToWishlist, isInWishlist, listWishlist, removeFromWishlist } from '../db/wishlist';
import { ADDRESSES, CATALOGUE, REVIEWS, WISHLIST } from '../messages';
import type { ServiceContext } from './context';
import { conflict, invalid, notFound } from './errors';

/** The contract's rule: all five fields non-blank once trimmed. */
function assertComplete(fields: AddressFields) {
  const blank = blankAddressFields(fields);
  if (blank.length) throw invalid(ADDRESSES.fillIn(blank));
}

export function createAddressService({ db }: ServiceContext) {
  return {
    list: (userId: string): Promise<Address[]> => listAddresses(db, userId),
    add(userId: string, fields: AddressFields): Promise<Address> {
      assertComplete(fields);
      return db.transaction(async (tx) => {
        const limit = addressLimitError(await lockUserAddresses(tx, userId));
        if (limit) throw invalid(limit);
        return insertAddress(tx, userId, fields);
      });
    },
    async update(userId: string, addressId: string, fields: AddressFields): Promise<Address> {
      assertComplete(fields);
      const address = await updateAddress(db, userId, addressId, fields);
      if (!address) throw notFound(ADDRESSES.notFound);
      return address;
    },
    async remove(userId: string, addressId: string): Promise<void> {
      if (!(await deleteAddress(db, userId, addressId))) throw notFound(ADDRESSES.notFound);
    },
  };
}

export function createWishlistService({ db, images }: ServiceContext) {
  const list = (userId: string): Promise<WishlistItem[]> => listWishlist(db, userId, images.url);
  return {
    list,
    contains: (userId: string, productId: string) => isInWishlist(db, userId, productId),
    async add(userId: string, productId: string) {
      if (!(await findProduct(db, productId, images.url))) {
        throw notFound(CATALOGUE.productNotFound);
      }
      await addToWishlist(db, userId, productId);
      return list(userId);
    },
    async remove(userId: string, productId: string) {
      if (!(await removeFromWishlist(db, userId, productId))) {
        throw notFound(WISHLIST.notInWishlist);
      }
      return list(userId);
    },
  };
}

export function createReviewService({ db, catalogCache }: ServiceContext) {
  return {
    list: (productId: string): Promise<Review[]> => listReviews(db, productId),
    /** The review carries the account's own name; one per user and product. */
    async add(
      user: SessionUser,
      input: { productId: string; reviewMessage: string; reviewValue: number; fit?: ReviewFit },
    ) {
      const review = await db
        .transaction(async (tx) => {
          // Locking the product keeps averageReview right when two reviews land at once.
          if (!(await lockProduct(tx, input.productId))) {
            throw notFound(CATALOGUE.productNotFound);
          }
          return insertReview(tx, { ...input, userId: user.id, userName: user.userName });
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(REVIEWS.duplicate);
          throw error;
        });
      await catalogCache.invalidate();
      return review;
    },
  };
}

export function createFeatureService({ db, images }: ServiceContext) {
  return {
    list: (): Promise<FeatureImage[]> => listFeatures(db, images.url),
    add: (image: string): Promise<FeatureImage> =>
      insertFeature(db, images.stored(image), images.url),
    async remove(id: string): Promise<void> {
      if (!(await deleteFeature(db, id))) throw notFound(CATALOGUE.featureNotFound);
    },
  };
}

import type { Product } from '@atelier/api-client';
import { useExtensions, useReviews, useSession, useSizeGuide } from '@atelier/api-client/swr';
import { lazy, Suspense, useId } from 'react';
import { styled } from 'styled-components';
import { useLoginHref } from '../../../navigation';
import { Heading } from '../../../primitives/Heading';
import { Link } from '../../../primitives/Link';
import { Spinner } from '../../../primitives/Spinner';
import { RatingDisplay } from '../../../primitives/StarRating/RatingDisplay';
import { brandLabel, categoryLabel, ProductPrice } from '../../shared';
import { ColourSwatches } from '../ColourSwatches';
import { FitSummary, FitSummarySlot } from '../FitSummary';
import { useProductDialogActions } from '../ProductDialog/useProductDialogActions';
import { PurchasePanel } from '../PurchasePanel';
import { SizeGuideButton } from '../SizeGuide';
import { useColourChoice } from '../useColourChoice';
import { WishlistButton } from '../WishlistButton';
import { ProductMedia } from './ProductMedia';

// Only signed-in shoppers write reviews: a guest's first visit spares the form's code. The
// reviews show once read, and Notify me only on a sold-out size: a product page's first load
// (its 150 KiB budget) waits for none of them.
const ReviewForm = lazy(() =>
  import('../ReviewForm').then((module) => ({ default: module.ReviewForm })),
);
const ReviewList = lazy(() =>
  import('../ReviewList').then((module) => ({ default: module.ReviewList })),
);
const RestockAlert = lazy(() =>
  import('../RestockAlert').then((module) => ({ default: module.RestockAlert })),
);

export interface ProductDetailsProps {
  product: Product;
  /** On a product page the picture is the largest thing in the first screen. */
  isPicturePriority?: boolean;
  /** The reviews' heading level, under the product's own title. */
  reviewsHeadingLevel?: 2 | 3;
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Details = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/**
 * A product's details below its title, the same in the quick-view dialog and on its page: price,
 * sizes in stock, quantity and Add to cart first (a guest's cart is kept in the browser), then
 * the wishlist heart, the description and the reviews with their form.
 */
export function ProductDetails({
  product,
  isPicturePriority = false,
  reviewsHeadingLevel = 3,
}: ProductDetailsProps) {
  const session = useSession();
  const user = session.data ?? null;
  // Until the session is known, neither the guest nor the shopper controls are shown as final.
  const isGuest = session.data === null;
  const { data: reviews } = useReviews(product._id);
  const actions = useProductDialogActions(product, session.data);
  // Login-only parts send a guest to sign in and back to this page.
  const loginHref = useLoginHref();
  const reviewsTitleId = useId();
  const choice = useColourChoice(product);
  const extensions = useExtensions();
  const { data: sizeGuide } = useSizeGuide(extensions.has('size-guides') ? product.category : null);

  return (
    <>
      <Columns>
        <ProductMedia
          pictures={choice.pictures}
          title={product.title}
          isPriority={isPicturePriority}
        />
        <Details>
          <Muted>
            {brandLabel(product.brand)} · {categoryLabel(product.category)}
          </Muted>
          <ProductPrice price={product.price} salePrice={product.salePrice} />
          <RatingDisplay value={product.averageReview} size="sm" />
          {reviews ? (
            <FitSummary reviews={reviews} />
          ) : (
            product.averageReview > 0 && <FitSummarySlot />
          )}
          {product.colours && choice.colour && (
            <ColourSwatches
              colours={product.colours}
              selected={choice.colour}
              onChange={choice.choose}
            />
          )}
          <PurchasePanel
            // A fresh panel per product and colour, so a size chosen never carries over.
            key={`${product._id}:${choice.colour ?? ''}`}
            sizes={choice.sizes}
            onAddToCart={(request) => void actions.addToCart(request, choice.colour)}
            // A press before the session is known would be dropped, so it reads as busy till then.
            isPending={actions.pending === 'cart' || session.data === undefined}
            sizeGuide={sizeGuide && <SizeGuideButton guide={sizeGuide} />}
          />
          {extensions.has('restock-alerts') && choice.sizes.some((size) => size.stock <= 0) && (
            <Suspense fallback={null}>
              <RestockAlert
                key={`alert:${product._id}:${choice.colour ?? ''}`}
                product={product}
                colour={choice.colour}
                sizes={choice.sizes}
              />
            </Suspense>
          )}
          <WishlistButton
            isInWishlist={actions.isInWishlist}
            isGuest={isGuest}
            isPending={
              actions.pending === 'wishlist' ||
              session.data === undefined ||
              !actions.isWishlistKnown
            }
            onToggle={() => void actions.toggleWishlist()}
            loginHref={loginHref}
          />
          {/* After the purchase controls: they must not sit below a long text on a phone. */}
          <Description>{product.description}</Description>
        </Details>
      </Columns>
      <Section aria-labelledby={reviewsTitleId}>
        <Heading variant="subsection" level={reviewsHeadingLevel} id={reviewsTitleId}>
          Reviews
        </Heading>
        {reviews ? (
          <Suspense fallback={<Spinner label="Loading reviews" />}>
            <ReviewList reviews={reviews} />
          </Suspense>
        ) : (
          <Spinner label="Loading reviews" />
        )}
        {user && (
          <Suspense fallback={null}>
            <ReviewForm
              onSubmit={actions.addReview}
              isPending={actions.pending === 'review'}
              asksFit={extensions.has('review-fit')}
            />
          </Suspense>
        )}
        {isGuest && <Link href={loginHref}>Login to write a review</Link>}
      </Section>
    </>
  );
}

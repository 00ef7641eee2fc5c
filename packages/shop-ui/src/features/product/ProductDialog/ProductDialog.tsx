import { useProduct, useReviews, useSession } from '@atelier/api-client/swr';
import { useId } from 'react';
import { styled } from 'styled-components';
import { useLoginHref } from '../../../navigation';
import { Heading } from '../../../primitives/Heading';
import { Link } from '../../../primitives/Link';
import { Modal } from '../../../primitives/Modal';
import { Spinner } from '../../../primitives/Spinner';
import { StarRating } from '../../../primitives/StarRating';
import { brandLabel, categoryLabel, ProductPrice } from '../../shared';
import { ColourSwatches } from '../ColourSwatches';
import { ProductGallery } from '../ProductGallery';
import { PurchasePanel } from '../PurchasePanel';
import { ReviewForm } from '../ReviewForm';
import { ReviewList } from '../ReviewList';
import { useColourChoice } from '../useColourChoice';
import { WishlistButton } from '../WishlistButton';
import { useProductDialogActions } from './useProductDialogActions';

export interface ProductDialogProps {
  /** The product to show; it is fetched with its sizes and reviews. */
  productId: string;
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Close was asked for (Close button, Escape, outside press). */
  onOpenChange: (isOpen: boolean) => void;
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

// On a phone the gallery gives way (its 4:5 pictures under 30% of the screen's height), so
// colour, size, quantity and Add to cart sit in the first screen.
const Pictures = styled.div`
  width: 100%;
  max-width: 22vh;
  justify-self: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    max-width: none;
  }
`;

const NO_PRODUCT = { _id: '', image: '', title: '', sizes: [] };

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
 * The product dialog: price, sizes in stock, quantity and Add to cart first (a guest's cart is
 * kept in the browser), then the wishlist heart, the description and the reviews.
 */
export function ProductDialog({ productId, isOpen, onOpenChange }: ProductDialogProps) {
  const { data: product, error } = useProduct(productId);
  const session = useSession();
  const user = session.data ?? null;
  // Until the session is known, neither the guest nor the shopper controls are shown as final.
  const isGuest = session.data === null;
  const { data: reviews } = useReviews(productId);
  const actions = useProductDialogActions(product, session.data);
  // Login-only parts send a guest to sign in and back to this page.
  const loginHref = useLoginHref();
  const reviewsTitleId = useId();
  const choice = useColourChoice(product ?? NO_PRODUCT);

  if (!product) {
    return (
      <Modal isOpen={isOpen} onOpenChange={onOpenChange} title="Product" size="lg">
        {error ? <p role="alert">{error.message}</p> : <Spinner label="Loading product" />}
      </Modal>
    );
  }

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={product.title} size="lg">
      <Columns>
        <Pictures>
          <ProductGallery pictures={choice.pictures} label={`Pictures of ${product.title}`} />
        </Pictures>
        <Details>
          <Muted>
            {brandLabel(product.brand)} · {categoryLabel(product.category)}
          </Muted>
          <ProductPrice price={product.price} salePrice={product.salePrice} />
          <StarRating value={product.averageReview} isReadOnly size="sm" />
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
            isPending={actions.pending === 'cart'}
          />
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
        <Heading variant="subsection" id={reviewsTitleId}>
          Reviews
        </Heading>
        {reviews ? <ReviewList reviews={reviews} /> : <Spinner label="Loading reviews" />}
        {user && (
          <ReviewForm onSubmit={actions.addReview} isPending={actions.pending === 'review'} />
        )}
        {isGuest && <Link href={loginHref}>Login to write a review</Link>}
      </Section>
    </Modal>
  );
}

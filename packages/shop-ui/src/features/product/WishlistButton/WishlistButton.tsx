import { CONFIRMATIONS } from '@atelier/api-client';
import { useId } from 'react';
import { styled } from 'styled-components';
import { HeartIcon } from '../../../icons';
import { Link } from '../../../primitives/Link';
import { NativeIconButton } from '../../../primitives/NativeButton';

export interface WishlistButtonProps {
  /** Whether the product is on the wishlist (filled heart). */
  isInWishlist: boolean;
  /** The heart was pressed. */
  onToggle: () => void;
  /** Guests cannot use the wishlist: the heart is disabled and says why. */
  isGuest?: boolean;
  /** While the add or remove request runs. */
  isPending?: boolean;
  /** Where a guest signs in (and comes back from); shown as a Login link beside the reason. */
  loginHref?: string;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The wishlist heart: a toggle for shoppers; for guests disabled, with its reason and a Login link. */
export function WishlistButton({
  isInWishlist,
  onToggle,
  isGuest = false,
  isPending = false,
  loginHref,
}: WishlistButtonProps) {
  const hintId = useId();
  return (
    <Row>
      <NativeIconButton
        label={isInWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
        variant="secondary"
        aria-pressed={isInWishlist}
        aria-describedby={isGuest ? hintId : undefined}
        disabled={isGuest || isPending}
        onClick={onToggle}
      >
        <HeartIcon filled={isInWishlist} />
      </NativeIconButton>
      {isGuest && (
        <Hint>
          <span id={hintId}>{CONFIRMATIONS.wishlistNeedsLogin}</span>
          {loginHref && (
            <>
              {' '}
              <Link href={loginHref}>Login</Link>
            </>
          )}
        </Hint>
      )}
    </Row>
  );
}

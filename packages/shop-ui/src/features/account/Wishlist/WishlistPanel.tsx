import { CONFIRMATIONS, EMPTY_STATES } from '@atelier/api-client';
import { useWishlist, useWishlistActions } from '@atelier/api-client/swr';
import { lazy, Suspense, useState } from 'react';
import { useAction } from '../../../actions';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadingGrid } from '../LoadingGrid';
import { WishlistList } from './WishlistList';

const ProductDialog = lazy(() =>
  import('../../product').then((module) => ({ default: module.ProductDialog })),
);

export interface WishlistPanelProps {
  /** The signed-in user. */
  userId: string;
}

/** The account's Wishlist tab: the user's wishlist with remove and product details. */
export function WishlistPanel({ userId }: WishlistPanelProps) {
  const { data, error, isLoading } = useWishlist(userId);
  const { remove } = useWishlistActions(userId);
  const [openProductId, setOpenProductId] = useState<string | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  // One removal per product at a time; another product's removal may run beside it.
  const removal = useAction(remove, {
    successToast: CONFIRMATIONS.wishlistRemoved,
    key: (productId) => productId,
  });

  const content = () => {
    if (isLoading) return <LoadingGrid label="Loading wishlist" />;
    if (error) {
      return <EmptyState title="Your wishlist could not be loaded" description={error.message} />;
    }
    if (!data || data.length === 0) return <EmptyState title={EMPTY_STATES.wishlist} />;
    return (
      <WishlistList
        items={data}
        pendingIds={removal.pendingKeys}
        onRemove={(productId) => void removal.run(productId)}
        onOpen={(productId) => {
          setOpenProductId(productId);
          setDialogOpen(true);
        }}
      />
    );
  };

  return (
    <>
      {content()}
      {openProductId && (
        <Suspense fallback={null}>
          <ProductDialog
            productId={openProductId}
            isOpen={isDialogOpen}
            onOpenChange={setDialogOpen}
          />
        </Suspense>
      )}
    </>
  );
}

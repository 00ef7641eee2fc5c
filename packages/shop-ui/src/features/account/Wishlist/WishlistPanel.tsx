import { CONFIRMATIONS, EMPTY_STATES } from '@atelier/api-client';
import { useApiClient, useWishlist, useWishlistActions } from '@atelier/api-client/swr';
import { lazy, Suspense, useState } from 'react';
import { errorText, useAction } from '../../../actions';
import { EmptyState } from '../../../primitives/EmptyState';
import { QuickAddChoice, useQuickAddToCart } from '../../cart/quickAdd';
import { LoadingGrid } from '../LoadingGrid';
import { WishlistList } from './WishlistList';

const ProductDialog = lazy(() =>
  import('../../product').then((module) => ({ default: module.ProductDialog })),
);

export interface WishlistPanelProps {
  /** The signed-in user. */
  userId: string;
}

/**
 * The account's Wishlist tab: the user's wishlist; each entry opens the product, goes into the
 * cart (asking for the size when several have room) or comes off the list.
 */
export function WishlistPanel({ userId }: WishlistPanelProps) {
  const { data, error, isLoading } = useWishlist(userId);
  const { remove } = useWishlistActions(userId);
  const client = useApiClient();
  const quickAdd = useQuickAddToCart();
  const [openProductId, setOpenProductId] = useState<string | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  // One removal per product at a time; another product's removal may run beside it.
  const removal = useAction(remove, {
    successToast: CONFIRMATIONS.wishlistRemoved,
    key: (productId) => productId,
  });
  // A wishlist entry does not carry sizes and stock: the product is read first, then added.
  const adding = useAction(
    async (productId: string) =>
      quickAdd.addToCart((await client.products.details(productId)).data),
    {
      errorToast: (failure) => errorText(failure, 'Failed to load product'),
      key: (productId) => productId,
    },
  );

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
        addingIds={new Set([...adding.pendingKeys, ...quickAdd.pendingIds])}
        onRemove={(productId) => void removal.run(productId)}
        onAddToCart={(productId) => void adding.run(productId)}
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
      <QuickAddChoice quickAdd={quickAdd} />
    </>
  );
}

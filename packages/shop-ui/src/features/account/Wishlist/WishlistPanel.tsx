import { CONFIRMATIONS, EMPTY_STATES } from '@atelier/api-client';
import { useWishlist, useWishlistActions } from '@atelier/api-client/swr';
import { lazy, Suspense, useRef, useState } from 'react';
import { EmptyState } from '../../../primitives/EmptyState';
import { useToast } from '../../../primitives/Toast';
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
  const { toast } = useToast();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [openProductId, setOpenProductId] = useState<string | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);

  // A ref, not state, so a double press cannot send the removal twice.
  const removing = useRef(new Set<string>());

  const handleRemove = async (productId: string) => {
    if (removing.current.has(productId)) return;
    removing.current.add(productId);
    setPending((ids) => new Set(ids).add(productId));
    try {
      await remove(productId);
      toast({ title: CONFIRMATIONS.wishlistRemoved });
    } catch (failure) {
      toast({
        title: failure instanceof Error ? failure.message : 'Something went wrong',
        variant: 'destructive',
      });
    } finally {
      removing.current.delete(productId);
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(productId);
        return next;
      });
    }
  };

  const content = () => {
    if (isLoading) return <LoadingGrid label="Loading wishlist" />;
    if (error) {
      return <EmptyState title="Your wishlist could not be loaded" description={error.message} />;
    }
    if (!data || data.length === 0) return <EmptyState title={EMPTY_STATES.wishlist} />;
    return (
      <WishlistList
        items={data}
        pendingIds={pending}
        onRemove={(productId) => void handleRemove(productId)}
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

import { useProduct, useSession } from '@atelier/api-client/swr';
import { Modal } from '../../../primitives/Modal';
import { Spinner } from '../../../primitives/Spinner';
import { ProductDetails } from '../ProductDetails';

export interface ProductDialogProps {
  /** The product to show; it is fetched with its sizes and reviews. */
  productId: string;
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Close was asked for (Close button, Escape, outside press). */
  onOpenChange: (isOpen: boolean) => void;
}

/** The product's quick view over a listing: its page's details, in a dialog. */
export function ProductDialog({ productId, isOpen, onOpenChange }: ProductDialogProps) {
  const { data: product, error } = useProduct(productId);
  // Asked beside the product, not after it: the details' presses wait for the session.
  useSession();

  if (!product) {
    return (
      <Modal isOpen={isOpen} onOpenChange={onOpenChange} title="Product" size="lg">
        {error ? <p role="alert">{error.message}</p> : <Spinner label="Loading product" />}
      </Modal>
    );
  }

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={product.title} size="lg">
      <ProductDetails product={product} />
    </Modal>
  );
}

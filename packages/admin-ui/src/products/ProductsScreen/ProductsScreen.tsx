import {
  CONFIRMATIONS,
  type Product,
  type ProductInput,
  type SizeInput,
} from '@atelier/api-client';
import { useAdminProductActions, useAdminProducts } from '@atelier/api-client/swr';
import { useAction } from '@atelier/shop-ui';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import type { ProductSizeActions } from '../ProductPanel';
import { ProductsView } from '../ProductsView';

// The panel (form, tabs, image upload) loads the first time an admin adds or edits a product.
const ProductPanel = lazy(() =>
  import('../ProductPanel').then((module) => ({ default: module.ProductPanel })),
);

interface PanelState {
  isOpen: boolean;
  /** The product being edited; null while adding one. */
  productId: string | null;
}

const serverMessage = (response: { message?: string }) => response.message;

/**
 * /admin/products, connected: the catalogue from `useAdminProducts`, changes through
 * `useAdminProductActions`, each with its pending state and the spec's confirmation toasts.
 */
export function ProductsScreen() {
  const { data, error, isLoading, mutate } = useAdminProducts({ keepPreviousData: true });
  const actions = useAdminProductActions();
  const [panel, setPanel] = useState<PanelState>({ isOpen: false, productId: null });
  const [wasPanelOpened, setWasPanelOpened] = useState(false);
  const openPanel = (productId: string | null) => {
    setWasPanelOpened(true);
    setPanel({ isOpen: true, productId });
  };
  // Kept after closing, so the confirmation keeps its words while it animates out.
  const [toDelete, setToDelete] = useState<{ isOpen: boolean; product: Product | null }>({
    isOpen: false,
    product: null,
  });

  const editing = panel.productId ? data?.find((product) => product._id === panel.productId) : null;
  // The product being edited was deleted elsewhere: there is nothing left to edit.
  const isOpen = panel.isOpen && !(panel.productId && !editing);
  const closePanel = () => setPanel((current) => ({ ...current, isOpen: false }));

  const save = useAction(
    (input: ProductInput, productId: string | null) =>
      productId ? actions.edit(productId, input) : actions.add(input),
    {
      successToast: (_result, _input, productId) =>
        productId ? CONFIRMATIONS.productUpdated : CONFIRMATIONS.productAdded,
    },
  );
  const remove = useAction((product: Product) => actions.remove(product._id), {
    successToast: CONFIRMATIONS.productDeleted,
  });
  const addSize = useAction(
    (productId: string, size: SizeInput) => actions.addSize(productId, size),
    { successToast: serverMessage },
  );
  const updateSize = useAction(
    (productId: string, sizeId: string, stock: number) =>
      actions.updateSize(productId, sizeId, { stock }),
    { successToast: serverMessage, key: (_productId, sizeId) => sizeId },
  );
  const removeSize = useAction(
    (productId: string, sizeId: string) => actions.removeSize(productId, sizeId),
    { successToast: serverMessage, key: (_productId, sizeId) => sizeId },
  );

  const sizeActions: ProductSizeActions | undefined = editing
    ? {
        add: async (size) => (await addSize.run(editing._id, size)).status === 'success',
        updateStock: async (sizeId, stock) =>
          (await updateSize.run(editing._id, sizeId, stock)).status === 'success',
        remove: async (sizeId) => (await removeSize.run(editing._id, sizeId)).status === 'success',
        pendingIds: new Set([...updateSize.pendingKeys, ...removeSize.pendingKeys]),
        isAdding: addSize.isPending,
      }
    : undefined;

  return (
    <>
      <ProductsView
        products={data}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        onAddNew={() => openPanel(null)}
        onEdit={(product) => openPanel(product._id)}
        onDelete={(product) => setToDelete({ isOpen: true, product })}
      />
      {wasPanelOpened && (
        <Suspense fallback={null}>
          <ProductPanel
            isOpen={isOpen}
            onOpenChange={(open) => {
              if (!open) closePanel();
            }}
            product={editing}
            isSubmitting={save.isPending}
            onSubmit={async (input) => {
              const outcome = await save.run(input, editing?._id ?? null);
              if (outcome.status === 'success') closePanel();
            }}
            uploadImage={async (file) => (await actions.uploadImage(file, file.name)).result.url}
            sizeActions={sizeActions}
          />
        </Suspense>
      )}
      <ConfirmDialog
        isOpen={toDelete.isOpen}
        onCancel={() => setToDelete((current) => ({ ...current, isOpen: false }))}
        title="Delete this product?"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={async () => {
          if (!toDelete.product) return;
          const outcome = await remove.run(toDelete.product);
          if (outcome.status === 'success')
            setToDelete((current) => ({ ...current, isOpen: false }));
        }}
      >
        {toDelete.product && (
          <p>
            <strong>{toDelete.product.title}</strong> will be removed from the shop, with its sizes
            and stock. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

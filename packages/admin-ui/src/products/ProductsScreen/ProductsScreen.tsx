import {
  CONFIRMATIONS,
  type Product,
  type ProductInput,
  type SizeInput,
} from '@atelier/api-client';
import { useAdminApi, useAdminProductActions, useExtensions } from '@atelier/api-client/swr';
import { useAction } from '@atelier/shop-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { useUrlView } from '../../shared/useUrlView';
import type { ProductSizeActions } from '../ProductPanel';
import { ProductsView, productCountText } from '../ProductsView';
import { productViewFromParams, productViewToParams } from '../view';
import { useProductList } from './useProductList';

// The panel (form, tabs, image upload) loads the first time an admin adds or edits a product.
const ProductPanel = lazy(() =>
  import('../ProductPanel').then((module) => ({ default: module.ProductPanel })),
);
const CategorySizeGuide = lazy(() =>
  import('../SizeGuideEditor').then((module) => ({ default: module.CategorySizeGuide })),
);
// Extension 'catalogue-csv': the import dialog loads the first time an admin opens it.
const ProductImportDialog = lazy(() =>
  import('../ProductImport').then((module) => ({ default: module.ProductImportDialog })),
);

interface PanelState {
  isOpen: boolean;
  /** The product being edited, as it was when opened; null while adding one. */
  product: Product | null;
}

export interface ProductsScreenProps {
  /** The page's query string (q, category, brand, stock, sort, view, after); the host owns the URL. */
  searchParams?: URLSearchParams;
  /** Search, filters, sort, layout or page changed: the host should put these in the URL. */
  onSearchParamsChange?: (next: URLSearchParams) => void;
}

const serverMessage = (response: { message?: string }) => response.message;

/**
 * /admin/products, connected: the products from `useProductList` (pages from the backend where
 * it has 'admin-product-search', else the whole catalogue searched here), the view kept in the
 * URL when the host gives one, changes through `useAdminProductActions`, each with its pending
 * state and the spec's confirmation toasts.
 */
export function ProductsScreen({ searchParams, onSearchParamsChange }: ProductsScreenProps) {
  const [view, setView] = useUrlView(
    searchParams,
    onSearchParamsChange,
    productViewFromParams,
    productViewToParams,
  );
  const list = useProductList(view, setView);
  const data = list.products;
  const actions = useAdminProductActions();
  const { adminProducts } = useAdminApi();
  const withCsv = useExtensions().has('catalogue-csv');
  const [importState, setImportState] = useState({ isOpen: false, wasOpened: false });
  const [panel, setPanel] = useState<PanelState>({ isOpen: false, product: null });
  const [wasPanelOpened, setWasPanelOpened] = useState(false);
  const openPanel = (product: Product | null) => {
    setWasPanelOpened(true);
    setPanel({ isOpen: true, product });
  };
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [isBulkOpen, setBulkOpen] = useState(false);
  // Ticks belong to the rows on screen: another page, search or layout starts with none.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is what resets them.
  useEffect(() => setSelected(new Set()), [view]);
  // Kept after closing, so the confirmation keeps its words while it animates out.
  const [toDelete, setToDelete] = useState<{ isOpen: boolean; product: Product | null }>({
    isOpen: false,
    product: null,
  });

  // The list's copy when the product is still on screen (it follows size changes); a search or
  // sort may move it off the page while the panel is open, so the opened copy stands in.
  const editing = panel.product
    ? (data?.find((product) => product._id === panel.product?._id) ?? panel.product)
    : null;
  const isOpen = panel.isOpen;
  const closePanel = () => setPanel((current) => ({ ...current, isOpen: false }));

  const extensions = useExtensions();
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
  const removeSelected = useAction(
    async (ids: readonly string[]) => {
      const { deleted, error } = await actions.removeMany(ids);
      if (error) throw error;
      return deleted;
    },
    { successToast: (deleted) => `${productCountText(deleted)} deleted` },
  );
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
        isLoading={list.isLoading}
        error={list.error}
        onRetry={list.retry}
        countText={list.countText}
        view={view}
        onViewChange={setView}
        paging={list.paging}
        selected={selected}
        onSelectedChange={setSelected}
        onDeleteSelected={() => setBulkOpen(true)}
        onAddNew={() => openPanel(null)}
        onEdit={(product) => openPanel(product)}
        onDelete={(product) => setToDelete({ isOpen: true, product })}
        {...(withCsv
          ? {
              exportUrl: adminProducts.exportUrl(),
              onImport: () => setImportState({ isOpen: true, wasOpened: true }),
            }
          : {})}
      />
      {importState.wasOpened && (
        <Suspense fallback={null}>
          <ProductImportDialog
            isOpen={importState.isOpen}
            onOpenChange={(isOpen) => setImportState({ isOpen, wasOpened: true })}
          />
        </Suspense>
      )}
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
            offersColours={extensions.has('product-colours')}
            renderSizeGuide={
              extensions.has('size-guides')
                ? (category) => <CategorySizeGuide category={category} />
                : undefined
            }
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
      <ConfirmDialog
        isOpen={isBulkOpen}
        onCancel={() => setBulkOpen(false)}
        title={`Delete ${selected.size} products?`}
        confirmLabel="Delete"
        isPending={removeSelected.isPending}
        onConfirm={async () => {
          await removeSelected.run([...selected]);
          // Whatever went is gone from the list; what failed stays, with its reason in a toast.
          setSelected(new Set());
          setBulkOpen(false);
        }}
      >
        <p>
          The selected products will be removed from the shop, with their sizes and stock. This
          cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}

import { lazy, Suspense } from 'react';
import type { QuickAddToCart } from './useQuickAddToCart';

// The size picker loads the first time a quick add has more than one size to offer.
const QuickAddSizeDialog = lazy(() =>
  import('../QuickAddSizeDialog').then((module) => ({ default: module.QuickAddSizeDialog })),
);

/** The size picker of a `useQuickAddToCart()`, shown while it asks which size to add. */
export function QuickAddChoice({ quickAdd }: { quickAdd: QuickAddToCart }) {
  const { sizeChoice } = quickAdd;
  if (!sizeChoice) return null;
  return (
    <Suspense fallback={null}>
      <QuickAddSizeDialog
        isOpen
        productTitle={sizeChoice.product.title}
        sizes={sizeChoice.sizes}
        isPending={quickAdd.pendingIds.has(sizeChoice.product._id)}
        onChoose={(size) => void quickAdd.chooseSize(size)}
        onOpenChange={(isOpen) => {
          if (!isOpen) quickAdd.cancelSizeChoice();
        }}
      />
    </Suspense>
  );
}

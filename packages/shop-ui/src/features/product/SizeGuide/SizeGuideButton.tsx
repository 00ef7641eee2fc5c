import type { SizeGuide } from '@atelier/api-client';
import { lazy, Suspense, useState } from 'react';
import { NativeButton } from '../../../primitives/NativeButton';

// The dialog (its unit switch and table) loads the first time a shopper opens it: the product
// page's first load stays without them.
const SizeGuideDialog = lazy(() =>
  import('./SizeGuideDialog').then((module) => ({ default: module.SizeGuideDialog })),
);

export interface SizeGuideButtonProps {
  /** The product's category guide (extension `size-guides`). */
  guide: SizeGuide;
}

/**
 * 'Size guide' beside the sizes: opens the category's body measurements per size, in
 * centimetres or inches (the choice lasts while the page is open).
 */
export function SizeGuideButton({ guide }: SizeGuideButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <NativeButton
        variant="ghost"
        size="sm"
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      >
        Size guide
      </NativeButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <SizeGuideDialog guide={guide} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

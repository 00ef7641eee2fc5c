import { lazy, memo, Suspense, useState } from 'react';
import { MenuIcon } from '../../../icons';
import { NativeIconButton } from '../../../primitives/NativeButton';

// The sheet is only needed once someone opens it on a small screen.
const MobileNavSheet = lazy(() =>
  import('./MobileNavSheet').then((module) => ({ default: module.MobileNavSheet })),
);

export interface MobileNavProps {
  /** The current route, marked as the current page. */
  currentHref?: string;
}

/** The small-screen menu button and the navigation sheet it opens. */
export const MobileNav = memo(function MobileNav({ currentHref }: MobileNavProps) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <NativeIconButton
        label="Open menu"
        variant="ghost"
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </NativeIconButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <MobileNavSheet isOpen={isOpen} onOpenChange={setOpen} currentHref={currentHref} />
        </Suspense>
      )}
    </>
  );
});

import { lazy, memo, Suspense, useState } from 'react';
import { MenuIcon } from '../../../icons';
import { IconButton } from '../../../primitives/IconButton';

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
      <IconButton
        label="Open menu"
        variant="ghost"
        onPress={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <MobileNavSheet isOpen={isOpen} onOpenChange={setOpen} currentHref={currentHref} />
        </Suspense>
      )}
    </>
  );
});

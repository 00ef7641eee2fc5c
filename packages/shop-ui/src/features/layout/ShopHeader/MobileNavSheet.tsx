import { Sheet } from '../../../primitives/Sheet';
import { NavLinks } from './NavLinks';

export interface MobileNavSheetProps {
  /** Whether the sheet is shown. */
  isOpen: boolean;
  /** Called when the sheet opens or closes (Escape, the Close button, a chosen link). */
  onOpenChange: (isOpen: boolean) => void;
  /** The current route, marked as the current page. */
  currentHref?: string;
}

/** The navigation menu in a left side sheet for small screens; choosing a link closes it. */
export function MobileNavSheet({ isOpen, onOpenChange, currentHref }: MobileNavSheetProps) {
  return (
    <Sheet isOpen={isOpen} onOpenChange={onOpenChange} title="Menu" side="left">
      <nav aria-label="Main">
        <NavLinks
          orientation="vertical"
          currentHref={currentHref}
          onNavigate={() => onOpenChange(false)}
        />
      </nav>
    </Sheet>
  );
}

import type { CardProduct } from '@atelier/api-client';

/** Cards whose pictures load at once: the first screenful, where the largest picture is. */
export const EAGER_IMAGES = 4;

/** What every product grid takes, windowed or not. */
export interface ProductGridBaseProps {
  /** Accessible name of the grid, e.g. 'Products'. */
  'aria-label': string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  id?: string;
  className?: string;
  /** A card was activated (click, Enter): open the product. */
  onOpenProduct?: (product: CardProduct) => void;
  /** A card's 'Add to cart' was pressed. */
  onAddToCart?: (product: CardProduct) => void;
  /** The cards' 'Add to cart' buttons show a pending state and ignore presses. */
  isAddToCartPending?: boolean;
  /** Heading level of the card titles, one below the heading that introduces the grid. */
  cardHeadingLevel?: 2 | 3 | 4;
}

import type { ProductPicture } from '@atelier/api-client';
import { styled, useTheme } from 'styled-components';
import { ProductGallery } from '../ProductGallery';

export interface ProductMediaProps {
  /** The chosen colour's pictures (the contract's picturesFor), or the one `image`. */
  pictures: readonly ProductPicture[];
  /** Names the gallery: the product's title. */
  title: string;
  /** The first picture is the page's largest: asked for first (a product page). */
  isPriority?: boolean;
}

// On a phone the gallery gives way (its 4:5 pictures under 30% of the screen's height), so
// colour, size, quantity and Add to cart sit in the first screen.
const PHONE_WIDTH = '22vh';
const Pictures = styled.div`
  width: 100%;
  max-width: ${PHONE_WIDTH};
  justify-self: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    max-width: none;
  }
`;

/** The product's pictures beside its details, in the dialog and on its page alike. */
export function ProductMedia({ pictures, title, isPriority = false }: ProductMediaProps) {
  const theme = useTheme();
  return (
    <Pictures>
      <ProductGallery
        pictures={pictures}
        label={`Pictures of ${title}`}
        isPriority={isPriority}
        // Beside the details on a wider screen: at most a readable column (dialog or page).
        sizes={`(min-width: ${theme.breakpoints.md}) ${theme.sizes.readable}, ${PHONE_WIDTH}`}
      />
    </Pictures>
  );
}

import type { Product } from '@atelier/api-client';
import { styled } from 'styled-components';

export interface ProductMediaProps {
  product: Pick<Product, 'image' | 'title'>;
  /** The picture is the page's largest: asked for first (a product page), not after the rest. */
  isPriority?: boolean;
}

// On a phone the picture gives way, so size, quantity and Add to cart sit in the first screen.
const Image = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  max-height: 35vh;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    aspect-ratio: 1;
    max-height: none;
  }
`;

/**
 * The product's pictures beside its details, in the dialog and on its page alike. Today the one
 * `image`; the gallery (several pictures, colours) takes this place.
 */
export function ProductMedia({ product, isPriority = false }: ProductMediaProps) {
  return (
    <Image
      src={product.image}
      alt={product.title}
      fetchPriority={isPriority ? 'high' : undefined}
    />
  );
}

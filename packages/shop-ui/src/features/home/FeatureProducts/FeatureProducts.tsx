import type { CardProduct } from '@atelier/api-client';
import { styled } from 'styled-components';
import { useShopGrid } from '../../catalog/ConnectedProductGrid/useShopGrid';
import { ProductCard } from '../../catalog/ProductCard';
import { productColumns } from '../../catalog/productColumns';

/** Cards whose pictures load at once: the first row, where the page's largest picture may be. */
const EAGER_IMAGES = 4;

export interface FeatureProductsProps {
  /** The best sellers, in order. */
  products: readonly CardProduct[];
  /** Accessible name of the list. */
  'aria-label': string;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  ${productColumns}
`;

/**
 * Home's few best sellers as a plain list of cards: each title opens the product and 'Add to
 * cart' adds it, by Tab and Enter. A handful of cards needs no grid keyboard model, so home
 * loads none of the grid's collection and selection code.
 */
export function FeatureProducts({ products, 'aria-label': label }: FeatureProductsProps) {
  const { handlers, overlays } = useShopGrid();
  return (
    <>
      <List aria-label={label}>
        {products.map((product, index) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              onOpen={handlers.onOpenProduct}
              onAddToCart={handlers.onAddToCart}
              isAddPending={handlers.isAddToCartPending}
              imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </List>
      {overlays}
    </>
  );
}

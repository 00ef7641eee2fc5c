import type { Product } from '@atelier/api-client';
import { useFirstProducts } from '@atelier/api-client/swr';
import { useId } from 'react';
import { styled } from 'styled-components';
import { Heading } from '../../../primitives/Heading';
import { FeatureProducts } from '../../home/FeatureProducts';
import { categoryLabel } from '../../shared';

/** Cards shown under a product: one row on a wide screen. */
const MORE_COUNT = 4;

export interface MoreFromCategoryProps {
  product: Pick<Product, '_id' | 'category'>;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * 'More from <category>': the category listing's first products other than this one, each a
 * card opening its quick view. Nothing when the category holds no other product.
 */
export function MoreFromCategory({ product }: MoreFromCategoryProps) {
  const titleId = useId();
  // One more than shown, since this product may be among them.
  const cards = useFirstProducts({ filters: { category: [product.category] } }, MORE_COUNT + 1);
  const others = cards.filter((card) => card._id !== product._id).slice(0, MORE_COUNT);
  if (others.length === 0) return null;
  const title = `More from ${categoryLabel(product.category)}`;
  return (
    <Section aria-labelledby={titleId}>
      <Heading variant="section" level={2} id={titleId}>
        {title}
      </Heading>
      <FeatureProducts products={others} aria-label={title} />
    </Section>
  );
}

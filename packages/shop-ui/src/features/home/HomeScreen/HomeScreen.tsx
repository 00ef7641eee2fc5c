import type { CardProduct } from '@atelier/api-client';
import { useBestSellers, useFeatures } from '@atelier/api-client/swr';
import { useDeferredValue, useId } from 'react';
import { styled } from 'styled-components';
import { Heading } from '../../../primitives/Heading';
import { Skeleton } from '../../../primitives/Skeleton';
import { ProductGridSkeleton } from '../../catalog/ProductGridSkeleton';
import { FeatureCarousel } from '../FeatureCarousel';
import { FeatureProducts } from '../FeatureProducts';
import { ShopByCategory } from '../ShopByCategory';

export interface HomeScreenProps {
  /** How many best sellers 'Feature Products' shows. */
  featureCount?: number;
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
`;

const Hero = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Tagline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NONE: readonly CardProduct[] = [];

const SectionHeading = styled(Heading)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * /shop/home: the page's heading, the feature carousel, Shop by category, and Feature Products
 * by sales count.
 */
export function HomeScreen({ featureCount = 8 }: HomeScreenProps) {
  const featuresHeadingId = useId();
  const features = useFeatures();
  // Only the best sellers, with card fields: a backend that pages sends just these.
  const products = useBestSellers(featureCount);
  const best = products.data ?? NONE;
  // The cards render just after the rest of the page, in a render of their own: eight cards are
  // most of the first render's work, and the hero's picture above them, the largest on the
  // page, paints without waiting for them.
  const shown = useDeferredValue(best, NONE);
  const productsLoading =
    (!products.data && products.isLoading) || (shown === NONE && best !== NONE);

  return (
    <Page>
      <Hero>
        <Intro>
          <Heading variant="page">Welcome to Atelier</Heading>
          <Tagline>Clothing for men, women and kids, delivered to your door.</Tagline>
        </Intro>
        <div aria-busy={features.isLoading}>
          {features.isLoading ? (
            <Skeleton height="20rem" />
          ) : (
            // A failed load leaves the carousel empty rather than blocking the page.
            <FeatureCarousel images={features.data ?? []} />
          )}
        </div>
      </Hero>
      <ShopByCategory />
      <section aria-labelledby={featuresHeadingId} aria-busy={productsLoading}>
        <SectionHeading variant="section" id={featuresHeadingId}>
          Feature Products
        </SectionHeading>
        {productsLoading ? (
          <ProductGridSkeleton count={4} />
        ) : (
          shown.length > 0 && <FeatureProducts aria-label="Feature Products" products={shown} />
        )}
      </section>
    </Page>
  );
}

import { isApiError } from '@atelier/api-client';
import { useProduct, useSession } from '@atelier/api-client/swr';
import { lazy, Suspense, useId } from 'react';
import { styled } from 'styled-components';
import { productHref, useRoutes } from '../../../navigation';
import { Badge } from '../../../primitives/Badge';
import { Heading } from '../../../primitives/Heading';
import { Spinner } from '../../../primitives/Spinner';
import { cardBadge } from '../../shared';
import { NotFoundPage } from '../../status-pages';
import { ProductDetails } from '../ProductDetails';
import { ProductBreadcrumbs } from './ProductBreadcrumbs';
import { ShareButton } from './ShareButton';
import { useNearView } from './useNearView';

// Below the first screen, with the cards' code and a listing read: loaded as the shopper scrolls
// near it, not with the product (a product page's first load holds 150 KiB of gzip, issue 36).
const MoreFromCategory = lazy(() =>
  import('./MoreFromCategory').then((module) => ({ default: module.MoreFromCategory })),
);

export interface ProductScreenProps {
  /** The product to show (the id in its address); it is fetched with its sizes and reviews. */
  productId: string;
}

const Page = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  & > :last-child {
    margin-left: auto;
  }
`;

/** A missing product, or an id no product could have: the not-found page. */
const isUnknownProduct = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * A product's own page, the address a link, a share or a search engine reaches: breadcrumbs,
 * the title and Share, the same details as the quick-view dialog (sizes, quantity, Add to cart,
 * wishlist, reviews), then more from its category. An unknown id shows the not-found page.
 */
export function ProductScreen({ productId }: ProductScreenProps) {
  const routes = useRoutes();
  const titleId = useId();
  const { data: product, error } = useProduct(productId);
  // A fifth of a screen ahead: on a phone, half a screen reached it from the first screen while
  // the reviews were still loading, and a guest's first load took the cards (`pnpm bench pages`).
  const more = useNearView('20% 0px');
  // Asked beside the product, not after it: the details' presses wait for the session.
  useSession();

  if (!product) {
    if (isUnknownProduct(error)) return <NotFoundPage />;
    return error ? <p role="alert">{error.message}</p> : <Spinner label="Loading product" />;
  }

  const href = productHref(routes, product);
  const badge = cardBadge(product);
  return (
    <Page>
      <ProductBreadcrumbs product={product} href={href} />
      <TitleRow>
        <Heading variant="page" id={titleId}>
          {product.title}
        </Heading>
        {/* The card's words (sale, few left, sold out), so the page and the listing agree. */}
        {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
        <ShareButton title={product.title} href={href} />
      </TitleRow>
      {/* Named by the title: the product's own part, apart from the cards below it. */}
      <section aria-labelledby={titleId}>
        <ProductDetails product={product} isPicturePriority reviewsHeadingLevel={2} />
      </section>
      <div ref={more.ref}>
        {more.isNear && (
          <Suspense fallback={null}>
            <MoreFromCategory product={product} />
          </Suspense>
        )}
      </div>
    </Page>
  );
}

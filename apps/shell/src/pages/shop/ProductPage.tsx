import { productIdFromSlug, productSlug } from '@atelier/api-client';
import { useProduct } from '@atelier/api-client/swr';
import { NotFoundPage, ProductScreen, productHref } from '@atelier/shop-ui/screens';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { SITE_NAME } from '../../routeEffects';
import { ROUTE_MAP } from '../../routeTable';

/**
 * /shop/product/:slug: the id at the slug's end decides; an address with another title part
 * (an old title, a hand-typed link) is replaced by the product's own, so one page has one address.
 */
export default function ProductPage() {
  const { slug } = useParams();
  const id = productIdFromSlug(slug);
  const { data: product } = useProduct(id);
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const canonical =
    product && productSlug(product) !== slug ? productHref(ROUTE_MAP, product) : null;

  useEffect(() => {
    if (canonical) void navigate(canonical + search + hash, { replace: true });
  }, [canonical, search, hash, navigate]);
  useEffect(() => {
    if (product) document.title = `${product.title} · ${SITE_NAME}`;
  }, [product]);

  return id ? <ProductScreen productId={id} /> : <NotFoundPage />;
}

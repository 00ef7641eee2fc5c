import type { Product } from '@atelier/api-client';
import type {
  BreadcrumbList,
  ItemAvailability,
  Product as ProductLd,
  WithContext,
} from 'schema-dts';

/** A crumb of the product page's trail: its name and its full address. */
export interface Crumb {
  name: string;
  url: string;
}

const availability = (product: Pick<Product, 'totalStock'>): ItemAvailability =>
  product.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/**
 * schema.org's Product for a search engine's result: the price a shopper pays (the sale price
 * when there is one, spec section 9), in rupees, and whether it can be bought; the rating only
 * where someone has rated it (a rating of none is not valid there).
 */
export function productJsonLd(
  product: Product,
  { url, image, reviewCount }: { url: string; image: string; reviewCount: number },
): WithContext<ProductLd> {
  const onSale = product.salePrice > 0 && product.salePrice < product.price;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.title,
    description: product.description,
    image,
    sku: product._id,
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: onSale ? product.salePrice : product.price,
      availability: availability(product),
      ...(onSale
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: product.price,
              priceCurrency: 'INR',
            },
          }
        : {}),
    },
    ...(reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageReview,
            reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * JSON for a <script> element: `<`, `>` and `&` as \u escapes, so no value (a title holding
 * `</script>`) can end the element or open a comment; U+2028/2029 as escapes for old parsers.
 * JSON.parse reads the same value back.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

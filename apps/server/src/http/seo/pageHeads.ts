import {
  CATEGORY_OPTIONS,
  type Category,
  formatMoney,
  type Product,
  productSlug,
} from '@atelier/api-client';
import { type PageHead, SITE_NAME } from './head';
import { breadcrumbJsonLd, productJsonLd } from './jsonLd';

/** The shell's paths these heads describe (spec section 2, and the product page of issue 36). */
export const SHOP_PATHS = {
  home: '/shop/home',
  listing: '/shop/listing',
  product: '/shop/product/',
} as const;

/** What a search result shows of a page: about two lines. */
const DESCRIPTION_MAX = 160;

const titled = (page: string) => `${page} · ${SITE_NAME}`;
const categoryName = (id: Category) =>
  CATEGORY_OPTIONS.find((option) => option.id === id)?.label ?? id;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** A product page's own path ('/shop/product/linen-dress-<id>'). */
export const productPath = (product: Pick<Product, '_id' | 'title'>) =>
  `${SHOP_PATHS.product}${productSlug(product)}`;

/** A listing's address: all products, or one category's. */
export const listingPath = (category?: Category) =>
  category ? `${SHOP_PATHS.listing}?category=${category}` : SHOP_PATHS.listing;

export interface ProductHeadInput {
  product: Product;
  /** How many reviews the rating averages. */
  reviewCount: number;
  /** The shop's public origin ('https://atelier.example'). */
  origin: string;
  /** The link-preview picture (1200x630) when one was made, else the product's own. */
  image?: { url: string; width: number; height: number };
}

/** A product page's head: what a link preview and a search result show of it. */
export function productHead({ product, reviewCount, origin, image }: ProductHeadInput): PageHead {
  const canonical = `${origin}${productPath(product)}`;
  const price = product.salePrice > 0 ? product.salePrice : product.price;
  const own = new URL(product.image, origin).href;
  const picture = image ?? { url: own };
  return {
    title: titled(product.title),
    description: clip(`${formatMoney(price)} · ${product.description}`),
    canonical,
    type: 'product',
    image: { ...picture, alt: product.title },
    price: { amount: price, currency: 'INR' },
    jsonLd: [
      // A search result crops the picture to its own shapes: the whole original serves it best.
      productJsonLd(product, { url: canonical, image: own, reviewCount }),
      breadcrumbJsonLd([
        { name: 'Home', url: `${origin}${SHOP_PATHS.home}` },
        {
          name: categoryName(product.category),
          url: `${origin}${listingPath(product.category)}`,
        },
        { name: product.title, url: canonical },
      ]),
    ],
  };
}

/** The listing's head, all products or one category's, each its own canonical address. */
export function listingHead(origin: string, category?: Category): PageHead {
  const name = category ? categoryName(category) : 'All products';
  return {
    title: titled(name),
    description: category
      ? `${name}'s clothing at ${SITE_NAME}: browse, filter by brand and sort by price.`
      : `Clothing for men, women and kids at ${SITE_NAME}: browse, filter and sort.`,
    canonical: `${origin}${listingPath(category)}`,
    type: 'website',
  };
}

export function homeHead(origin: string): PageHead {
  return {
    title: titled('Home'),
    description: `${SITE_NAME}: clothing for men, women and kids.`,
    canonical: `${origin}${SHOP_PATHS.home}`,
    type: 'website',
  };
}

/** An address that names no product: a 404 that a search engine drops. */
export function notFoundHead(origin: string, path: string): PageHead {
  return {
    title: titled('Page not found'),
    description: "This page doesn't exist.",
    canonical: `${origin}${path}`,
    type: 'website',
    noindex: true,
  };
}

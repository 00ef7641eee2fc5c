import type { Product } from '@atelier/api-client';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { withHead } from './head';
import { listingHead, notFoundHead, productHead } from './pageHeads';

const ORIGIN = 'https://shop.example';
const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="generic" /><title>Atelier</title></head><body><div id="root"></div></body></html>';

const product = (overrides: Partial<Product> = {}): Product => ({
  _id: 'p-0001',
  image: '/media/dress.jpg',
  title: 'Linen Summer Dress',
  description: 'Light linen,\ncut for summer.',
  category: 'women',
  brand: 'zara',
  price: 2999,
  salePrice: 2499,
  totalStock: 7,
  averageReview: 4.5,
  salesCount: 10,
  sizes: [{ _id: 's1', size: 'M', stock: 7 }],
  ...overrides,
});

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/** Every element of a parsed document, in order. */
function elements(node: Node, found: Element[] = []): Element[] {
  if ('tagName' in node) found.push(node);
  for (const child of 'childNodes' in node ? node.childNodes : []) elements(child, found);
  return found;
}
const attr = (element: Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;
const text = (element: Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/** The page as a browser (or a crawler) parses it, with the HTML standard's parser. */
function parsed(html: string) {
  const all = elements(parse(html));
  const select = (tag: string, test: (element: Element) => boolean = () => true) =>
    all.filter((element) => element.tagName === tag && test(element));
  const meta = (key: string) => {
    const [tag] = select('meta', (m) => attr(m, 'property') === key || attr(m, 'name') === key);
    return tag && attr(tag, 'content');
  };
  const titles = select('title');
  return {
    select,
    title: titles[0] && text(titles[0]),
    titles,
    canonical: attr(
      select('link', (link) => attr(link, 'rel') === 'canonical')[0] as Element,
      'href',
    ),
    meta,
    jsonLd: select('script', (script) => attr(script, 'type') === 'application/ld+json').map(
      (script) => JSON.parse(text(script)),
    ),
  };
}

describe("a product page's head", () => {
  const page = parsed(
    withHead(TEMPLATE, productHead({ product: product(), reviewCount: 3, origin: ORIGIN })),
  );
  const canonical = `${ORIGIN}/shop/product/linen-summer-dress-p-0001`;

  it('names the page, describes it and gives its one address', () => {
    expect(page.title).toBe('Linen Summer Dress · Atelier');
    expect(page.titles).toHaveLength(1);
    expect(page.meta('description')).toBe('₹2,499.00 · Light linen, cut for summer.');
    expect(page.select('meta', (meta) => attr(meta, 'name') === 'description')).toHaveLength(1);
    expect(page.canonical).toBe(canonical);
    expect(page.meta('robots')).toBeUndefined();
  });

  it('gives a link preview its title, picture, price and address', () => {
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:title')).toBe('Linen Summer Dress · Atelier');
    expect(page.meta('og:url')).toBe(canonical);
    expect(page.meta('og:image')).toBe(`${ORIGIN}/media/dress.jpg`);
    expect(page.meta('og:image:alt')).toBe('Linen Summer Dress');
    expect(page.meta('product:price:amount')).toBe('2499');
    expect(page.meta('product:price:currency')).toBe('INR');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(`${ORIGIN}/media/dress.jpg`);
  });

  it('describes the product, its offer and rating, and its trail as JSON-LD', () => {
    const [data, trail] = page.jsonLd;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Linen Summer Dress',
      description: 'Light linen,\ncut for summer.',
      image: `${ORIGIN}/media/dress.jpg`,
      sku: 'p-0001',
      brand: { '@type': 'Brand', name: 'zara' },
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: 2499,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: 2999 },
      },
      aggregateRating: { ratingValue: 4.5, reviewCount: 3, bestRating: 5, worstRating: 1 },
    });
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${ORIGIN}/shop/home` },
        { position: 2, name: 'Women', item: `${ORIGIN}/shop/listing?category=women` },
        { position: 3, name: 'Linen Summer Dress', item: canonical },
      ],
    });
  });

  it('shows the link-preview picture with its size, and the product’s own to search engines', () => {
    const image = {
      url: 'https://api.example/media/previews/p-0001.abcdefghijkl.jpg',
      width: 1200,
      height: 630,
    };
    const preview = parsed(
      withHead(
        TEMPLATE,
        productHead({ product: product(), reviewCount: 3, origin: ORIGIN, image }),
      ),
    );
    expect(preview.meta('og:image')).toBe(image.url);
    expect(preview.meta('og:image:width')).toBe('1200');
    expect(preview.meta('og:image:height')).toBe('630');
    expect(preview.meta('twitter:image')).toBe(image.url);
    expect(preview.meta('twitter:card')).toBe('summary_large_image');
    expect(preview.jsonLd[0].image).toBe(`${ORIGIN}/media/dress.jpg`);
  });

  it('says sold out, full price and no rating when so', () => {
    const [data] = parsed(
      withHead(
        TEMPLATE,
        productHead({
          product: product({ totalStock: 0, salePrice: 0, averageReview: 0 }),
          reviewCount: 0,
          origin: ORIGIN,
        }),
      ),
    ).jsonLd;
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data.offers.price).toBe(2999);
    expect(data.offers.priceSpecification).toBeUndefined();
    expect(data.aggregateRating).toBeUndefined();
  });

  it('keeps hostile titles and descriptions as text, everywhere', () => {
    const title = '</script><script>alert(1)</script> "Dress" \'x\' & <b>';
    const description = '"><img src=x onerror=alert(1)> </title> \u2028';
    const html = withHead(
      TEMPLATE,
      productHead({ product: product({ title, description }), reviewCount: 1, origin: ORIGIN }),
    );
    const hostile = parsed(html);
    // Nothing of theirs became an element.
    expect(hostile.select('script', (script) => !attr(script, 'type'))).toHaveLength(0);
    expect(hostile.select('img')).toHaveLength(0);
    expect(hostile.select('b')).toHaveLength(0);
    expect(hostile.title).toBe(`${title} · Atelier`);
    expect(hostile.meta('og:title')).toBe(`${title} · Atelier`);
    expect(hostile.meta('og:image:alt')).toBe(title);
    expect(hostile.jsonLd[0].name).toBe(title);
    expect(hostile.jsonLd[0].description).toBe(description);
    expect(hostile.jsonLd[1].itemListElement[2].name).toBe(title);
    expect(html).not.toContain('</script><script>alert');
  });
});

describe('other pages', () => {
  it('gives the listing and each category a title and an address of their own', () => {
    const men = parsed(withHead(TEMPLATE, listingHead(ORIGIN, 'men')));
    expect(men.title).toBe('Men · Atelier');
    expect(men.canonical).toBe(`${ORIGIN}/shop/listing?category=men`);
    const all = parsed(withHead(TEMPLATE, listingHead(ORIGIN)));
    expect(all.title).toBe('All products · Atelier');
  });

  it('asks search engines not to keep a missing page', () => {
    const missing = parsed(withHead(TEMPLATE, notFoundHead(ORIGIN, '/shop/product/x-1')));
    expect(missing.title).toBe('Page not found · Atelier');
    expect(missing.meta('robots')).toBe('noindex');
  });
});

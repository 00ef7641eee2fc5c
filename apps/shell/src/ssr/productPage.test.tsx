import { type Product, productSlug } from '@atelier/api-client';
import { fixtures } from '@atelier/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { renderProductPage } from './productPage';

const pathOf = (product: Product) => `/shop/product/${productSlug(product)}`;
/** Every class name the markup gives an element. */
const classNames = (html: string) =>
  new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]?.split(' ') ?? []));

describe("the server's product page", () => {
  it('holds the rules of every class it names, whichever pages were rendered before it', async () => {
    const inStock = fixtures.products.find((product) => product.totalStock > 0) as Product;
    // A sold-out product's page has rules no page in stock has (its badge, no quantity).
    const soldOut = fixtures.products.find((product) => product.totalStock === 0) as Product;
    for (const product of [inStock, soldOut, inStock]) {
      const page = await renderProductPage(pathOf(product), product);
      expect(page.root).toContain(product.title);
      const styled = [...classNames(page.root)].filter((name) => !name.startsWith('sc-'));
      expect(styled.length).toBeGreaterThan(10);
      for (const name of styled)
        expect(page.styles, `${product._id}: .${name}`).toContain(`.${name}`);
    }
  });

  it('gives React’s preload of the cover apart from the markup, for the head', async () => {
    const fixture = fixtures.products.find((product) => product.totalStock > 0) as Product;
    // The fixtures' pictures are data: addresses, which nothing preloads.
    const served = (name: string) => `https://shop.example/media/${name}.webp`;
    const product: Product = {
      ...fixture,
      image: served('cover'),
      pictures: fixture.pictures?.map((picture, index) => ({
        ...picture,
        url: served(`p${index}`),
      })),
    };
    const page = await renderProductPage(pathOf(product), product);
    expect(page.preloads).toMatch(
      /^<link rel="preload" as="image" href="https:\/\/shop\.example\/media\/p0\.webp"[^>]*fetchPriority="high"\/>$/,
    );
    expect(page.root).toMatch(/^<(?!link)/);
  });
});

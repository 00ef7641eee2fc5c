import type { Product } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import type { ServedPage, ShellRenderer } from './pageContent';
import { productPath } from './pageHeads';
import { keptRenderer } from './renderCache';

/** A stand-in renderer that counts its renders; a product titled 'Broken' fails once. */
function counting() {
  const renders: string[] = [];
  let broken = true;
  const shell: ShellRenderer = {
    SERVED_DATA_ID: 'served-data',
    async renderProductPage(url, product): Promise<ServedPage> {
      renders.push(url);
      if (product.title === 'Broken' && broken) {
        broken = false;
        throw new Error('render failed');
      }
      return {
        preloads: '',
        root: `<h1>${product.title}</h1>${'x'.repeat(1000)}`,
        styles: '',
        data: { product },
      };
    },
  };
  return { shell, renders };
}

const product = (_id: string, title: string): Product => ({
  _id,
  image: '/media/dress.jpg',
  title,
  description: 'Light linen.',
  category: 'women',
  brand: 'zara',
  price: 2999,
  salePrice: 0,
  totalStock: 7,
  averageReview: 4.5,
  salesCount: 10,
  sizes: [{ _id: 's1', size: 'M', stock: 7 }],
});
const first = product('p-0001', 'Linen Summer Dress');
const second = product('p-0002', 'Wool Coat');
const url = (product: Product) => productPath(product);

describe('kept product pages', () => {
  it('renders a page once while its product is unchanged, and shares a render asked at once', async () => {
    const { shell, renders } = counting();
    const kept = keptRenderer(shell);
    const [a, b] = await Promise.all([
      kept.renderProductPage(url(first), first),
      kept.renderProductPage(url(first), { ...first }),
    ]);
    const c = await kept.renderProductPage(url(first), first);
    expect(renders).toHaveLength(1);
    expect(a.root).toBe(c.root);
    expect(b.root).toBe(c.root);
    expect(kept.SERVED_DATA_ID).toBe('served-data');
  });

  it('renders again when anything of the product changes, or the address asked for', async () => {
    const { shell, renders } = counting();
    const kept = keptRenderer(shell);
    await kept.renderProductPage(url(first), first);
    const repriced = await kept.renderProductPage(url(first), { ...first, salePrice: 1 });
    expect(repriced.data).toEqual({ product: { ...first, salePrice: 1 } });
    const retitled = await kept.renderProductPage(url(first), { ...first, title: 'New title' });
    expect(retitled.root).toContain('<h1>New title</h1>');
    await kept.renderProductPage(`${url(first)}?ref=chat`, first);
    expect(renders).toHaveLength(4);
  });

  it('keeps no failed render', async () => {
    const { shell, renders } = counting();
    const kept = keptRenderer(shell);
    const broken = { ...first, title: 'Broken' };
    await expect(kept.renderProductPage(url(broken), broken)).rejects.toThrow('render failed');
    await expect(kept.renderProductPage(url(broken), broken)).resolves.toMatchObject({
      root: expect.stringContaining('Broken'),
    });
    expect(renders).toHaveLength(2);
  });

  it('lets the least recently asked page go past its size', async () => {
    const { shell, renders } = counting();
    // Room for two pages of about 1,100 characters.
    const kept = keptRenderer(shell, 2500);
    const third = product('p-0003', 'Silk Scarf');
    for (const product of [first, second, first, third]) {
      await kept.renderProductPage(url(product), product);
    }
    expect(renders).toHaveLength(3);
    // `second` went (first was asked again after it); first and third stay.
    await kept.renderProductPage(url(first), first);
    await kept.renderProductPage(url(third), third);
    expect(renders).toHaveLength(3);
    await kept.renderProductPage(url(second), second);
    expect(renders).toHaveLength(4);
  });
});

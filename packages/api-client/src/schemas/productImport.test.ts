import { describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_MESSAGES as M, PRODUCT_CSV_COLUMNS } from '../contract';
import { productBody } from './catalogue';
import { checkProductFile } from './productImport';

const GOOD = {
  id: '',
  title: 'Linen shirt',
  description: 'Light',
  category: 'men',
  brand: 'zara',
  price: '1999',
  salePrice: '0',
  totalStock: '',
  image: 'https://cdn.example/a.png',
  sizes: 'S:2|M:3',
  colours: '',
};

const check = (...records: Array<Partial<typeof GOOD>>) =>
  checkProductFile(
    {
      fields: [...PRODUCT_CSV_COLUMNS],
      records: records.map((record) => ({ ...GOOD, ...record })),
      parseProblems: [],
    },
    productBody,
  );

describe('checkProductFile', () => {
  it('reads sizes and colours, and takes off the quote the export puts before a formula', () => {
    const { rows, problems } = check({
      title: "'=Shirt",
      colours: 'Sand #D8C3A5 (S:1|M:3); Navy #1f3a5f (S:1)',
    });
    expect(problems).toEqual([]);
    expect(rows[0]?.input).toMatchObject({
      title: '=Shirt',
      sizes: [
        { size: 'S', stock: 2 },
        { size: 'M', stock: 3 },
      ],
      colours: [
        {
          name: 'Sand',
          swatch: '#d8c3a5',
          sizes: [
            { size: 'S', stock: 1 },
            { size: 'M', stock: 3 },
          ],
        },
        { name: 'Navy', swatch: '#1f3a5f', sizes: [{ size: 'S', stock: 1 }] },
      ],
    });
  });

  it('names each problem by line and column, in the form’s words', () => {
    const { rows, problems } = check(
      {},
      { category: 'hats', salePrice: '2500', sizes: 'S:2|s:1' },
      { sizes: 'S:-1', colours: 'Sand #d8c3a5 (S:5)' },
    );
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([
      { line: 3, column: 'category', message: M.category },
      { line: 3, column: 'salePrice', message: M.salePriceTooHigh },
      { line: 3, column: 'sizes', message: M.sizeExists('s') },
      { line: 4, column: 'sizes', message: M.sizeStock('S') },
    ]);
  });

  it('refuses a colour whose stock does not add up to its size’s', () => {
    const { problems } = check({ colours: 'Sand #d8c3a5 (S:1|M:3)' });
    expect(problems).toEqual([{ line: 2, column: 'colours', message: M.colourSum('S', 2, 1) }]);
  });

  it('names a product that appears twice by its first line', () => {
    const { problems } = check({ id: 'p1' }, { id: 'p1' });
    expect(problems).toEqual([{ line: 3, column: 'id', message: M.repeatedId(2) }]);
  });

  it('checks the header before any row', () => {
    const result = checkProductFile(
      { fields: ['title', 'colour'], records: [{ title: 'x' }], parseProblems: [] },
      productBody,
    );
    expect(result.problems.map((p) => p.message)).toEqual([
      M.unknownColumn('colour'),
      ...['description', 'category', 'brand', 'price', 'salePrice', 'image'].map(M.missingColumn),
    ]);
  });
});

import { SERVER_MESSAGES } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import {
  type ColourDraft,
  coloursFromProduct,
  movePicture,
  newColourDraft,
  newColourError,
  picturesForColours,
  picturesFromProduct,
  stockBySize,
  toColours,
} from './colourForm';

const navy = { name: 'Navy', swatch: '#1f3a5f', sizes: [{ size: 'S', stock: 2 }] };

describe('the colour form', () => {
  it('starts from the product’s colours, stock as text', () => {
    expect(coloursFromProduct({ colours: [navy] })).toEqual([
      { key: 'Navy', name: 'Navy', swatch: '#1f3a5f', stock: { S: '2' } },
    ]);
    expect(coloursFromProduct({})).toEqual([]);
  });

  it('sends every size in every colour, a blank or a word as 0', () => {
    const olive = { ...newColourDraft(' Olive ', '#556b2f'), stock: { S: '3', M: 'lots' } };
    expect(toColours([olive], ['S', 'M', 'L'])).toEqual([
      {
        name: 'Olive',
        swatch: '#556b2f',
        sizes: [
          { size: 'S', stock: 3 },
          { size: 'M', stock: 0 },
          { size: 'L', stock: 0 },
        ],
      },
    ]);
  });

  it('sums each size over the colours', () => {
    const colours: ColourDraft[] = [
      { key: 'a', name: 'A', swatch: '#000000', stock: { S: '2', M: '1' } },
      { key: 'b', name: 'B', swatch: '#ffffff', stock: { S: '5' } },
    ];
    expect(stockBySize(colours, ['S', 'M', 'L'])).toEqual({ S: 7, M: 1, L: 0 });
  });

  it('refuses a colour the product has already, whatever its case', () => {
    const colours = coloursFromProduct({ colours: [navy] });
    expect(newColourError('navy ', colours)).toBe(SERVER_MESSAGES.adminProducts.duplicateColours);
    expect(newColourError('Olive', colours)).toBeUndefined();
    expect(newColourError('  ', colours)).toBeUndefined();
  });
});

describe('the gallery form', () => {
  it('starts from the pictures, or the one image as the cover', () => {
    const pictures = [{ url: '/a.webp', alt: 'Front' }];
    expect(picturesFromProduct({ image: '/x.webp', title: 'Tee', pictures })).toBe(pictures);
    expect(picturesFromProduct({ image: '/x.webp', title: 'Tee' })).toEqual([
      { url: '/x.webp', alt: 'Tee' },
    ]);
    expect(picturesFromProduct({ image: '', title: 'Tee' })).toEqual([]);
  });

  it('moves a picture, and leaves the list alone for a place out of range', () => {
    expect(movePicture(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(movePicture(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePicture(['a', 'b', 'c'], 0, 5)).toEqual(['a', 'b', 'c']);
  });

  it('shows pictures of a deleted colour in any colour', () => {
    const pictures = [
      { url: '/a', alt: '', colour: 'Navy' },
      { url: '/b', alt: '', colour: 'Gone' },
    ];
    expect(picturesForColours(pictures, [{ name: 'Navy' }])).toEqual([
      { url: '/a', alt: '', colour: 'Navy' },
      { url: '/b', alt: '' },
    ]);
  });
});

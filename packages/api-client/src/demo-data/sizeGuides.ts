import type { SizeGuide } from '../contract';

/**
 * The demo shop's size guides (extension `size-guides`), one per category, in centimetres of
 * body measurement as high-street brands publish them.
 */
export const DEMO_SIZE_GUIDES: readonly SizeGuide[] = [
  {
    category: 'men',
    measurements: ['Chest', 'Waist', 'Hip'],
    rows: [
      { size: 'S', cm: [92, 78, 92] },
      { size: 'M', cm: [100, 86, 100] },
      { size: 'L', cm: [108, 94, 108] },
      { size: 'XL', cm: [116, 102, 116] },
    ],
  },
  {
    category: 'women',
    measurements: ['Bust', 'Waist', 'Hip'],
    rows: [
      { size: 'XS', cm: [80, 62, 88] },
      { size: 'S', cm: [84, 66, 92] },
      { size: 'M', cm: [90, 72, 98] },
      { size: 'L', cm: [96, 78, 104] },
    ],
  },
  {
    category: 'kids',
    measurements: ['Height', 'Chest', 'Waist'],
    rows: [
      { size: '2-3Y', cm: [98, 54, 52] },
      { size: '4-5Y', cm: [110, 58, 54] },
      { size: '6-7Y', cm: [122, 62, 56] },
      { size: '8-9Y', cm: [134, 67, 59] },
      { size: '10-11Y', cm: [146, 72, 62] },
    ],
  },
];

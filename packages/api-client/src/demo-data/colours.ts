import type { ColourStock, Size } from '../contract';
import { GARMENT_COLOURS, type Garment, type GarmentColour, type PictureView } from './pictures';
import { type Random, randomInt } from './random';

/** What the shop calls each colour of the demo palette. */
export const COLOUR_LABELS: Record<GarmentColour, string> = {
  black: 'Black',
  white: 'White',
  cream: 'Cream',
  grey: 'Grey',
  charcoal: 'Charcoal',
  navy: 'Navy',
  denim: 'Denim',
  darkDenim: 'Dark Denim',
  sky: 'Sky',
  red: 'Red',
  maroon: 'Burgundy',
  pink: 'Blush',
  lavender: 'Lilac',
  olive: 'Olive',
  green: 'Forest',
  teal: 'Teal',
  mustard: 'Mustard',
  beige: 'Sand',
  camel: 'Camel',
  brown: 'Brown',
};

// What else a garment comes in, beside the colour the catalogue names: the colours a shop
// would stock it in, tried in this order.
const DENIM: readonly GarmentColour[] = ['denim', 'darkDenim', 'black', 'grey'];
const SHOES: readonly GarmentColour[] = ['white', 'black', 'grey', 'navy', 'cream'];
const EVERYDAY: readonly GarmentColour[] = ['black', 'white', 'navy', 'grey', 'olive', 'camel'];
const RANGES: Partial<Record<Garment, readonly GarmentColour[]>> = {
  jeans: DENIM,
  sneaker: SHOES,
};

/** A demo product's colour: its palette entry, name, swatch and stock per size. */
export interface DemoColour {
  colour: GarmentColour;
  name: string;
  swatch: string;
  sizes: ColourStock[];
}

/**
 * The colours of the product at `index`: the catalogue's own first, then two or three more
 * (`count` overrides), and its size stock split among them so each size's stock is what the
 * product had before it had colours: some sizes end up sold out in some colours only.
 */
export function demoColours(
  index: number,
  garment: Garment,
  main: GarmentColour,
  sizes: ReadonlyArray<Omit<Size, '_id'>>,
  random: Random,
  count = 2 + (index % 3),
): DemoColour[] {
  const range = (RANGES[garment] ?? EVERYDAY).filter((colour) => colour !== main);
  const picked = [main, ...rotate(range, index).slice(0, count - 1)];
  const weights = picked.map(() => 0.2 + random());
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const split = sizes.map(({ stock }) => {
    const shares = weights.map((weight) => Math.floor((stock * weight) / total));
    shares[0] = (shares[0] ?? 0) + stock - shares.reduce((sum, share) => sum + share, 0);
    return shares;
  });
  return picked.map((colour, at) => ({
    colour,
    name: COLOUR_LABELS[colour],
    swatch: `#${GARMENT_COLOURS[colour]}`,
    sizes: sizes.map(({ size }, row) => ({ size, stock: split[row]?.[at] ?? 0 })),
  }));
}

/** Three to five shots of each colour. */
export function demoViews(random: Random): PictureView[] {
  const count = randomInt(random, 3, 5);
  return Array.from({ length: count }, (_, view) => view as PictureView);
}

function rotate<T>(list: readonly T[], by: number): T[] {
  const start = list.length ? by % list.length : 0;
  return [...list.slice(start), ...list.slice(0, start)];
}

import type { Brand, Category } from '@atelier/api-client';
import type { ProductWrite } from '../db/productWrites';
import type { GarmentKind } from '../media/garments';

/** Deterministic pseudo-random numbers, so every fresh shop and every benchmark look alike. */
export function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COLORS: ReadonlyArray<[string, string]> = [
  ['Navy', '2f4b7c'],
  ['Charcoal', '3c3f44'],
  ['Ivory', 'f1ece2'],
  ['Olive', '6b7a3a'],
  ['Rust', 'b4552d'],
  ['Sky', '7fb2e5'],
  ['Blush', 'e8a5b5'],
  ['Mustard', 'd9a62e'],
  ['Forest', '2e6b4f'],
  ['Burgundy', '7c2338'],
  ['Sand', 'cdb38b'],
  ['Black', '1f1f22'],
  ['Denim', '3b5b8c'],
  ['Coral', 'f0785a'],
  ['Lilac', 'b39ddb'],
];

interface Template {
  kind: GarmentKind;
  label: string;
  categories: Category[];
  price: [number, number];
  blurb: string;
}

const TEMPLATES: Template[] = [
  {
    kind: 'tshirt',
    label: 'T-Shirt',
    categories: ['men', 'women', 'kids'],
    price: [499, 1499],
    blurb: 'Soft cotton jersey with a relaxed fit and a ribbed crew neck',
  },
  {
    kind: 'shirt',
    label: 'Shirt',
    categories: ['men', 'women'],
    price: [1299, 2999],
    blurb: 'Crisp woven shirt with a classic collar and mother-of-pearl buttons',
  },
  {
    kind: 'hoodie',
    label: 'Hoodie',
    categories: ['men', 'women', 'kids'],
    price: [1499, 3499],
    blurb: 'Brushed fleece hoodie with a lined hood and kangaroo pocket',
  },
  {
    kind: 'jacket',
    label: 'Jacket',
    categories: ['men', 'women'],
    price: [2999, 7999],
    blurb: 'Water-repellent shell jacket with a full zip and deep pockets',
  },
  {
    kind: 'jeans',
    label: 'Jeans',
    categories: ['men', 'women', 'kids'],
    price: [1499, 4499],
    blurb: 'Stretch denim jeans with a mid rise and a straight leg',
  },
  {
    kind: 'shorts',
    label: 'Shorts',
    categories: ['men', 'women', 'kids'],
    price: [699, 1799],
    blurb: 'Light twill shorts with an easy elastic back waist',
  },
  {
    kind: 'dress',
    label: 'Dress',
    categories: ['women', 'kids'],
    price: [1799, 5499],
    blurb: 'Flowing midi dress in a breathable viscose with a tie waist',
  },
  {
    kind: 'skirt',
    label: 'Skirt',
    categories: ['women', 'kids'],
    price: [999, 2999],
    blurb: 'Pleated A-line skirt that moves well and packs flat',
  },
  {
    kind: 'sneaker',
    label: 'Sneakers',
    categories: ['men', 'women', 'kids'],
    price: [2499, 8999],
    blurb: 'Cushioned everyday sneakers with a grippy rubber sole',
  },
  {
    kind: 'cap',
    label: 'Cap',
    categories: ['men', 'women', 'kids'],
    price: [399, 1199],
    blurb: 'Six-panel cotton cap with an adjustable strap',
  },
];

const ADJECTIVES = [
  'Classic',
  'Relaxed',
  'Essential',
  'Urban',
  'Weekend',
  'Tailored',
  'Vintage',
  'Studio',
  'Everyday',
  'Heritage',
  'Coastal',
  'Trail',
];
const BRANDS: Brand[] = ['nike', 'adidas', 'puma', 'levi', 'zara', 'h&m'];

function sizesFor(kind: GarmentKind, category: Category): string[] {
  if (kind === 'cap') return ['One Size'];
  if (kind === 'sneaker')
    return category === 'kids'
      ? ['UK 1', 'UK 2', 'UK 3', 'UK 4']
      : ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'];
  if (category === 'kids') return ['2-3Y', '4-5Y', '6-7Y', '8-9Y'];
  if (kind === 'jeans') return ['28', '30', '32', '34', '36'];
  return ['XS', 'S', 'M', 'L', 'XL'];
}

const CATEGORY_WORD: Record<Category, string> = { men: "Men's", women: "Women's", kids: "Kids'" };

/** What a generated product looks like before it is written; `stockProfile` picks the case. */
export function generateProduct(
  index: number,
  random: () => number,
  stockProfile: 'normal' | 'low' | 'out' = 'normal',
): ProductWrite {
  const template = TEMPLATES[index % TEMPLATES.length] as Template;
  const category = template.categories[
    Math.floor(index / TEMPLATES.length) % template.categories.length
  ] as Category;
  const [colorName, hex] = COLORS[(index * 7 + Math.floor(index / 3)) % COLORS.length] as [
    string,
    string,
  ];
  const brand = BRANDS[(index * 5 + Math.floor(index / 10)) % BRANDS.length] as Brand;
  const adjective = ADJECTIVES[(index * 3 + Math.floor(index / 7)) % ADJECTIVES.length] as string;
  const [low, high] = template.price;
  const price = Math.round((low + random() * (high - low)) / 100) * 100 - 1;
  const onSale = index % 4 === 1;
  const salePrice = onSale ? Math.round((price * (0.6 + random() * 0.25)) / 10) * 10 - 1 : 0;
  const labels = sizesFor(template.kind, category);
  const sizes = labels.map((size, i) => {
    let stock = 5 + Math.floor(random() * 40);
    if (stockProfile === 'low') stock = i < 2 ? 1 + Math.floor(random() * 3) : 0;
    if (stockProfile === 'out') stock = 0;
    return { size, stock };
  });
  const totalStock = sizes.reduce((sum, size) => sum + size.stock, 0);
  return {
    image: `/media/garments/${template.kind}-${hex}.svg`,
    title: `${adjective} ${colorName} ${template.label}`,
    description: `${CATEGORY_WORD[category]} ${template.label.toLowerCase()} in ${colorName.toLowerCase()}. ${template.blurb}.`,
    category,
    brand,
    price,
    salePrice: Math.max(salePrice, 0),
    totalStock,
    sizes,
  };
}

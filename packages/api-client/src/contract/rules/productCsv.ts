import { BRAND_OPTIONS, CATEGORY_OPTIONS } from '../constants';
import type { Product, ProductColour, Size } from '../entities';

/**
 * Extension 'catalogue-csv': the products file the back office exports and imports, one product
 * a row. `sizes` reads `S:10|M:5`; `colours` (extension 'product-colours') reads
 * `Navy #1f3a5f (S:3|M:2); Red #aa0000 (S:7|M:3)`. An empty `id` adds a product, a known one
 * replaces that product's fields and sizes; an empty `colours` keeps the product's own colours.
 */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'title',
  'description',
  'category',
  'brand',
  'price',
  'salePrice',
  'totalStock',
  'image',
  'sizes',
  'colours',
] as const;

export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export type ProductCsvRecord = Record<ProductCsvColumn, string>;

/** Columns a file may leave out: a new catalogue has no ids, a plain one no colours. */
export const OPTIONAL_PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = [
  'id',
  'totalStock',
  'sizes',
  'colours',
];

/** The largest products file a backend takes, and how many products it holds at most. */
export const PRODUCT_IMPORT_MAX_BYTES = 8 * 1024 * 1024;
export const PRODUCT_IMPORT_MAX_ROWS = 20_000;

/** Problems of one cell, row or file, in the admin form's words where the form has them. */
export const PRODUCT_IMPORT_MESSAGES = {
  required: (label: string) => `${label} is required`,
  price: 'Price must be a number above 0',
  salePrice: 'Sale price must be a number (0 when not on sale)',
  salePriceTooHigh: 'Sale price must be lower than the price',
  category: `Category must be one of ${CATEGORY_OPTIONS.map((option) => option.id).join(', ')}`,
  brand: `Brand must be one of ${BRAND_OPTIONS.map((option) => option.id).join(', ')}`,
  totalStock: 'Total Stock must be a whole number of at least 0',
  sizes: 'Sizes must read like S:10|M:5 (a size, a colon, its stock)',
  sizeStock: (size: string) => `Stock of size ${size} must be a whole number of at least 0`,
  sizeExists: (size: string) => `Size ${size} already exists`,
  colours: 'Colours must read like Navy #1f3a5f (S:3|M:2); Red #aa0000 (S:7|M:3)',
  colourSum: (size: string, sizes: number, colours: number) =>
    `Stock of size ${size} is ${sizes}, but its colours add up to ${colours}`,
  field: (label: string, problem: string) => `${label} ${problem}`,
  unknownId: 'No product has this id',
  repeatedId: (line: number) => `This product is also on line ${line}`,
  missingColumn: (column: string) => `Column ${column} is missing`,
  unknownColumn: (column: string) =>
    `Column ${column} is not one of ${PRODUCT_CSV_COLUMNS.join(', ')}`,
  unreadable: (problem: string) => `The file could not be read as CSV: ${problem}`,
  empty: 'The file holds no products',
  tooManyRows: `A file may hold at most ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en-IN')} products`,
  tooLarge: `The file is larger than ${PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
  notCsv: 'Send the products file as text/csv',
  dryRun: (created: number, updated: number) =>
    `Dry run: ${created} to create, ${updated} to update. Nothing has been changed yet.`,
  dryRunProblems: (count: number) =>
    `Dry run found ${count} ${count === 1 ? 'problem' : 'problems'}. Nothing has been changed.`,
  refused: (count: number) =>
    `Nothing was imported: ${count} ${count === 1 ? 'problem' : 'problems'} to fix first`,
  applied: (created: number, updated: number) =>
    `Import applied: ${created} created, ${updated} updated`,
} as const;

/** How people name each column in a message. */
export const PRODUCT_CSV_LABELS: Record<ProductCsvColumn, string> = {
  id: 'Id',
  title: 'Title',
  description: 'Description',
  category: 'Category',
  brand: 'Brand',
  price: 'Price',
  salePrice: 'Sale Price',
  totalStock: 'Total Stock',
  image: 'Image',
  sizes: 'Sizes',
  colours: 'Colours',
};

/** One problem of an import, where a spreadsheet shows it: line 1 is the header. */
export interface ProductImportProblem {
  line: number;
  column: ProductCsvColumn | '';
  message: string;
}

/** One product an import adds or changes. */
export interface ProductImportChange {
  line: number;
  action: 'create' | 'update';
  /** The product changed (updates) or made (an applied create). */
  id?: string;
  title: string;
}

/** The answer of a dry run or an apply: what happens (or happened), and every problem. */
export interface ProductImportReport {
  applied: boolean;
  created: number;
  updated: number;
  changes: ProductImportChange[];
  problems: ProductImportProblem[];
}

export type ProductImportMode = 'dry-run' | 'apply';

export const formatSizeCell = (sizes: ReadonlyArray<Pick<Size, 'size' | 'stock'>>) =>
  sizes.map((entry) => `${entry.size}:${entry.stock}`).join('|');

export const formatColoursCell = (colours: readonly ProductColour[] | undefined) =>
  (colours ?? [])
    .map((colour) => `${colour.name} ${colour.swatch} (${formatSizeCell(colour.sizes)})`)
    .join('; ');

/** A product as its row of the products file. */
export function productCsvRecord(product: Product): ProductCsvRecord {
  return {
    id: product._id,
    title: product.title,
    description: product.description,
    category: product.category,
    brand: product.brand,
    price: String(product.price),
    salePrice: String(product.salePrice),
    totalStock: String(product.totalStock),
    image: product.image,
    sizes: formatSizeCell(product.sizes),
    colours: formatColoursCell(product.colours),
  };
}

/** The template's one example row, which shows every cell's form. */
export const PRODUCT_CSV_EXAMPLE: ProductCsvRecord = {
  id: '',
  title: 'Linen shirt',
  description: 'A light shirt for warm days',
  category: 'men',
  brand: 'zara',
  price: '1999',
  salePrice: '0',
  totalStock: '',
  image: 'https://example.com/linen-shirt.jpg',
  sizes: 'S:4|M:6|L:2',
  colours: 'Sand #d8c3a5 (S:2|M:3|L:1); Navy #1f3a5f (S:2|M:3|L:1)',
};

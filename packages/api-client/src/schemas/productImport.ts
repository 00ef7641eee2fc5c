import {
  BRAND_OPTIONS,
  CATEGORY_OPTIONS,
  PRODUCT_IMPORT_MESSAGES as M,
  OPTIONAL_PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LABELS,
  PRODUCT_IMPORT_MAX_ROWS,
  type ProductColour,
  type ProductCsvColumn,
  type ProductImportChange,
  type ProductImportProblem,
  type ProductImportReport,
  type ProductInput,
} from '../contract';
import type { productBodyWith } from './catalogue';

/** A row that passed every check: the product it adds (no id) or writes over (its id). */
export interface CheckedProductRow {
  line: number;
  id?: string;
  input: Omit<ProductInput, 'colours'> & { colours?: ProductColour[] };
}

export interface CheckedProductFile {
  rows: CheckedProductRow[];
  problems: ProductImportProblem[];
}

/** A parsed CSV file: its header and its records (what papaparse gives with `header: true`). */
export interface ParsedProductFile {
  fields: readonly string[];
  records: ReadonlyArray<Record<string, string | undefined>>;
  /** Problems the CSV library met, by record index. */
  parseProblems: ReadonlyArray<{ row?: number; message: string }>;
}

const REQUIRED: readonly ProductCsvColumn[] = [
  'image',
  'title',
  'description',
  'category',
  'brand',
  'price',
  'salePrice',
];
const CATEGORIES = new Set<string>(CATEGORY_OPTIONS.map((option) => option.id));
const BRANDS = new Set<string>(BRAND_OPTIONS.map((option) => option.id));
const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const COLOUR = /^(.+?)\s+(#[0-9a-fA-F]{6})\s*\((.*)\)$/;

/** The exports guard cells against spreadsheet formulas with a leading quote; reading takes it off. */
const cell = (value: string | undefined) => {
  const text = (value ?? '').trim();
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
};

/** `S:10|M:5` into sizes, or the message for the cell. */
function readSizes(text: string): Array<{ size: string; stock: number }> | string {
  if (!text) return [];
  const sizes: Array<{ size: string; stock: number }> = [];
  for (const part of text.split('|')) {
    const colon = part.lastIndexOf(':');
    const size = part.slice(0, colon).trim();
    const stock = part.slice(colon + 1).trim();
    if (colon < 0 || !size) return M.sizes;
    if (!WHOLE.test(stock)) return M.sizeStock(size);
    if (sizes.some((entry) => entry.size.toLowerCase() === size.toLowerCase())) {
      return M.sizeExists(size);
    }
    sizes.push({ size, stock: Number(stock) });
  }
  return sizes;
}

/** `Navy #1f3a5f (S:3|M:2); Red #aa0000 (S:7)` into colours, or the message for the cell. */
function readColours(text: string): ProductColour[] | string {
  if (!text) return [];
  const colours: ProductColour[] = [];
  for (const part of text.split(';')) {
    const match = COLOUR.exec(part.trim());
    if (!match?.[1] || !match[2]) return M.colours;
    const sizes = readSizes(match[3]?.trim() ?? '');
    if (typeof sizes === 'string') return sizes;
    colours.push({ name: match[1].trim(), swatch: match[2].toLowerCase(), sizes });
  }
  return colours;
}

/** Each size's stock must be what its colours hold together. */
function colourSumProblem(
  sizes: ReadonlyArray<{ size: string; stock: number }>,
  colours: ProductColour[],
) {
  for (const size of sizes) {
    const sum = colours.reduce(
      (total, colour) => total + (colour.sizes.find((e) => e.size === size.size)?.stock ?? 0),
      0,
    );
    if (sum !== size.stock) return M.colourSum(size.size, size.stock, sum);
  }
  return undefined;
}

function headerProblems(fields: readonly string[]): ProductImportProblem[] {
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const present = new Set(fields.map((field) => field.trim()));
  return [
    ...fields
      .filter((field) => !known.has(field.trim()))
      .map((field) => ({ line: 1, column: '' as const, message: M.unknownColumn(field) })),
    ...PRODUCT_CSV_COLUMNS.filter(
      (column) => !OPTIONAL_PRODUCT_CSV_COLUMNS.includes(column) && !present.has(column),
    ).map((column) => ({ line: 1, column, message: M.missingColumn(column) })),
  ];
}

/**
 * One record of the products file checked as the admin form and the server check a product.
 * `schema` is the backend's product rule (the mocks take their own pictures too).
 */
function checkRecord(
  record: Record<string, string | undefined>,
  line: number,
  schema: ReturnType<typeof productBodyWith>,
): { row?: CheckedProductRow; problems: ProductImportProblem[] } {
  const problems: ProductImportProblem[] = [];
  const add = (column: ProductCsvColumn, message: string) =>
    problems.push({ line, column, message });
  const has = (column: ProductCsvColumn) => problems.some((p) => p.column === column);
  const value = (column: ProductCsvColumn) => cell(record[column]);

  for (const column of REQUIRED) {
    if (!value(column)) add(column, M.required(PRODUCT_CSV_LABELS[column]));
  }
  if (!has('category') && !CATEGORIES.has(value('category'))) add('category', M.category);
  if (!has('brand') && !BRANDS.has(value('brand'))) add('brand', M.brand);
  const price = DECIMAL.test(value('price')) ? Number(value('price')) : Number.NaN;
  const salePrice = DECIMAL.test(value('salePrice')) ? Number(value('salePrice')) : Number.NaN;
  if (!has('price') && !(price > 0)) add('price', M.price);
  if (!has('salePrice')) {
    if (!(salePrice >= 0)) add('salePrice', M.salePrice);
    else if (salePrice > 0 && price > 0 && salePrice >= price) add('salePrice', M.salePriceTooHigh);
  }
  const totalStock = value('totalStock');
  if (totalStock && !WHOLE.test(totalStock)) add('totalStock', M.totalStock);
  const sizes = readSizes(value('sizes'));
  if (typeof sizes === 'string') add('sizes', sizes);
  const colours = readColours(value('colours'));
  if (typeof colours === 'string') add('colours', colours);
  else if (colours.length && typeof sizes !== 'string') {
    const problem = colourSumProblem(sizes, colours);
    if (problem) add('colours', problem);
  }

  const input = {
    image: value('image'),
    title: value('title'),
    description: value('description'),
    category: value('category'),
    brand: value('brand'),
    price,
    salePrice,
    totalStock: totalStock ? Number(totalStock) : 0,
    sizes: typeof sizes === 'string' ? [] : sizes,
    ...(typeof colours !== 'string' && colours.length ? { colours } : {}),
  };
  // The backend's own product rule, for what the form does not check (lengths, picture URLs).
  const result = schema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const column = String(issue.path[0] ?? '') as ProductCsvColumn;
      // A price or sizes the rules above refused already explain what the schema compares
      // with them; a problem worded as a sentence of its own keeps its words.
      const explained =
        has(column) ||
        (column === 'salePrice' && has('price')) ||
        (column === 'colours' && has('sizes'));
      if (!PRODUCT_CSV_COLUMNS.includes(column) || explained) continue;
      add(
        column,
        /^[A-Z]/.test(issue.message)
          ? issue.message
          : M.field(PRODUCT_CSV_LABELS[column], issue.message),
      );
    }
  }
  if (problems.length || !result.success) return { problems };
  const id = value('id');
  const { averageReview: _, pictures: __, ...checked } = result.data;
  return {
    problems,
    row: { line, ...(id ? { id } : {}), input: { ...checked, sizes: checked.sizes ?? [] } },
  };
}

/**
 * Every record of a products file checked, with every problem by line and column: the header,
 * the CSV itself, each cell, and ids repeated within the file. Whether an id names a product is
 * the backend's to say.
 */
export function checkProductFile(
  file: ParsedProductFile,
  schema: ReturnType<typeof productBodyWith>,
): CheckedProductFile {
  const problems = headerProblems(file.fields);
  if (problems.length) return { rows: [], problems };
  if (!file.records.length)
    return { rows: [], problems: [{ line: 1, column: '', message: M.empty }] };
  if (file.records.length > PRODUCT_IMPORT_MAX_ROWS) {
    return { rows: [], problems: [{ line: 1, column: '', message: M.tooManyRows }] };
  }
  for (const problem of file.parseProblems) {
    problems.push({
      line: problem.row === undefined ? 1 : problem.row + 2,
      column: '',
      message: M.unreadable(problem.message),
    });
  }
  const rows: CheckedProductRow[] = [];
  const seen = new Map<string, number>();
  file.records.forEach((record, index) => {
    const line = index + 2;
    const checked = checkRecord(record, line, schema);
    problems.push(...checked.problems);
    const id = cell(record.id);
    const first = id ? seen.get(id) : undefined;
    if (first !== undefined) problems.push({ line, column: 'id', message: M.repeatedId(first) });
    else if (id) seen.set(id, line);
    if (checked.row) rows.push(checked.row);
  });
  problems.sort((a, b) => a.line - b.line);
  return { rows, problems };
}

/** What papaparse gives (`header: true`), as a ParsedProductFile. */
export function parsedProductFile(result: {
  data: ReadonlyArray<Record<string, string | undefined>>;
  errors: ReadonlyArray<{ row?: number; message: string }>;
  meta: { fields?: string[] };
}): ParsedProductFile {
  return { fields: result.meta.fields ?? [], records: result.data, parseProblems: result.errors };
}

/**
 * The report of a checked file once the backend knows which ids name products: an id it does
 * not know is one more problem. `madeIds` are the new products' ids, in row order, once applied.
 */
export function productImportReport(
  file: CheckedProductFile,
  known: ReadonlySet<string>,
  madeIds?: readonly string[],
): ProductImportReport {
  const problems = [
    ...file.problems,
    ...file.rows
      .filter((row) => row.id !== undefined && !known.has(row.id))
      .map((row) => ({ line: row.line, column: 'id' as const, message: M.unknownId })),
  ].sort((a, b) => a.line - b.line);
  let made = 0;
  const changes = file.rows.map((row): ProductImportChange => {
    const id = row.id ?? madeIds?.[made++];
    return {
      line: row.line,
      action: row.id ? 'update' : 'create',
      ...(id ? { id } : {}),
      title: row.input.title,
    };
  });
  const created = changes.filter((change) => change.action === 'create').length;
  return {
    applied: !!madeIds && !problems.length,
    created,
    updated: changes.length - created,
    changes,
    problems,
  };
}

import {
  PRODUCT_IMPORT_MESSAGES as M,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  productCsvRecord,
} from '@atelier/api-client';
import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  adminStorySetup,
  clearSpokenAnnouncements,
  expectNoSidewaysScroll,
  expectNoWordBroken,
  expectToast,
  findDialog,
  onAPhone,
  page,
} from '../../stories/support';
import { ProductImportDialog } from './ProductImportDialog';

const EXISTING = fixtures.products[0];
if (!EXISTING) throw new Error('the demo catalogue has no products');

/** A products file as a spreadsheet saves it: every cell quoted. */
function csvFile(rows: Array<Partial<Record<ProductCsvColumn, string>>>, name = 'products.csv') {
  const quote = (value = '') => `"${value.replaceAll('"', '""')}"`;
  const lines = [
    PRODUCT_CSV_COLUMNS.join(','),
    ...rows.map((row) => PRODUCT_CSV_COLUMNS.map((column) => quote(row[column])).join(',')),
  ];
  return new File([`${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });
}

const NEW_ROW = {
  title: 'Linen shirt',
  description: 'A light shirt for warm days',
  category: 'men',
  brand: 'zara',
  price: '1999',
  salePrice: '0',
  image: 'https://example.com/linen-shirt.jpg',
  sizes: 'S:4|M:6',
};
const CLEAN = csvFile([{ ...productCsvRecord(EXISTING), price: '4321', salePrice: '0' }, NEW_ROW]);
const ONE_BAD_ROW = csvFile([productCsvRecord(EXISTING), { ...NEW_ROW, title: '', price: 'abc' }]);

const meta = {
  title: 'Admin/Products/ProductImportDialog',
  component: ProductImportDialog,
  parameters: { session: 'admin', layout: 'padded' },
  args: { isOpen: true, onOpenChange: fn() },
  beforeEach: adminStorySetup,
} satisfies Meta<typeof ProductImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await findDialog('Import products'));
const picker = () =>
  page().getByRole('dialog').querySelector<HTMLInputElement>('input[type="file"]') as HTMLElement;

async function dryRun(file: File) {
  const body = await dialog();
  await userEvent.upload(picker(), file);
  await expect(body.getByText(`Chosen file: ${file.name}`)).toBeVisible();
  await userEvent.click(body.getByRole('button', { name: 'Run dry run' }));
  return body;
}

/** Rows of a report table, each as its cells' text joined by ' | '. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .join(' | '),
    );

/** Opened: the template to start from, and nothing to run or apply before a file is chosen. */
export const Template: Story = {
  play: async () => {
    const body = await dialog();
    const template = body.getByRole('link', { name: 'Download template' });
    await expect(template.getAttribute('href')).toMatch(
      /\/api\/admin\/products\/import\/template$/,
    );
    await expect(template).toHaveAttribute('download');
    await expect(body.getByRole('button', { name: 'Run dry run' })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  },
};

/** A clean file: the dry run lists what it would create and update, and Apply becomes possible. */
export const DryRunClean: Story = {
  play: async () => {
    const body = await dryRun(CLEAN);
    await expect(await body.findByText(M.dryRun(1, 1))).toBeVisible();
    const changes = body.getByRole('table', { name: 'Changes to make' });
    await expect(rowsOf(changes)).toEqual([
      `2 | Update | ${EXISTING.title}`,
      '3 | Create | Linen shirt',
    ]);
    await expect(body.queryByRole('table', { name: 'Problems to fix' })).toBeNull();
    await expect(body.getByRole('button', { name: 'Apply import' })).toBeEnabled();
  },
};

/** One bad row: every problem by line and column, and Apply stays off. */
export const DryRunWithErrors: Story = {
  play: async () => {
    const body = await dryRun(ONE_BAD_ROW);
    await expect(await body.findByText(M.dryRunProblems(2))).toBeVisible();
    const problems = body.getByRole('table', { name: 'Problems to fix' });
    await expect(rowsOf(problems)).toEqual([
      `3 | title | ${M.required('Title')}`,
      `3 | price | ${M.price}`,
    ]);
    await expect(body.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  },
};

/** Applied after a clean dry run: the confirmation, what changed, and Done. */
export const Applied: Story = {
  play: async () => {
    const body = await dryRun(CLEAN);
    await body.findByText(M.dryRun(1, 1));
    await userEvent.click(body.getByRole('button', { name: 'Apply import' }));
    await expectToast(M.applied(1, 1));
    await expect(await body.findByRole('table', { name: 'Changes made' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(body.queryByRole('button', { name: 'Apply import' })).toBeNull();
    clearSpokenAnnouncements();
  },
};

/** A file over the limit is refused before it is sent, in words. */
export const FileTooLarge: Story = {
  play: async () => {
    const body = await dialog();
    const large = new File(['x'.repeat(8 * 1024 * 1024 + 1)], 'huge.csv', { type: 'text/csv' });
    await userEvent.upload(picker(), large);
    await expect(await body.findByRole('alert')).toHaveTextContent(M.tooLarge);
    await expect(body.getByRole('button', { name: 'Run dry run' })).toBeDisabled();
  },
};

/** On a phone the report fits the screen: no sideways scrolling, no word split across lines. */
export const OnAPhone: Story = {
  ...onAPhone,
  play: async () => {
    const body = await dryRun(ONE_BAD_ROW);
    const problems = await body.findByRole('table', { name: 'Problems to fix' });
    await waitFor(() => expect(rowsOf(problems)).toHaveLength(2));
    await expectNoSidewaysScroll();
    await expectNoWordBroken(problems);
  },
};

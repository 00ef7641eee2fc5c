import { CONFIRMATIONS, type Product, VALIDATION } from '@atelier/api-client';
import { fixtures, scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { manyProducts } from '../../stories/bulk';
import { openAddPanel, openEditPanel } from '../../stories/productPanel';
import {
  adminStorySetup,
  alertSpy,
  clearSpokenAnnouncements,
  dropFiles,
  expectErrorToast,
  expectNoSidewaysScroll,
  expectToast,
  failOnce,
  findDialog,
  imageFile,
  onAPhone,
  page,
  plainBackend,
  textFile,
} from '../../stories/support';
import { ProductsScreen } from './ProductsScreen';

type Canvas = ReturnType<typeof within>;

/** A shop of four products, on a backend with the search extension and on one without. */
const fourProducts = () => {
  const data = fixtures.products.slice(0, 4);
  return [
    http.get('*/api/admin/products/search', () =>
      HttpResponse.json({ success: true, data, total: 4, totalIsExact: true }),
    ),
    http.get('*/api/admin/products/fetch-all', () => HttpResponse.json({ success: true, data })),
  ];
};

const DEMO_COUNT = fixtures.products.length;
const EDITED = fixtures.products.find((product) => product.sizes.length >= 2) as Product;

const meta = {
  title: 'Admin/Products/ProductsScreen',
  component: ProductsScreen,
  parameters: { session: 'admin', layout: 'padded' },
  beforeEach: adminStorySetup,
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pickerInput = () =>
  page().getByRole('dialog').querySelector<HTMLInputElement>('input[type="file"]') as HTMLElement;

/** user-event honours `accept` by default; a person can still pick "All files". */
const anyFile = userEvent.setup({ applyAccept: false });

async function fillBasicInfo(panel: Canvas) {
  await userEvent.upload(pickerInput(), imageFile());
  await panel.findByRole('img', { name: /image/i });
  // Pasting keeps long texts quick to enter; the keystroke-level rules are checked elsewhere.
  await userEvent.click(panel.getByRole('textbox', { name: 'Title' }));
  await userEvent.paste('Atelier Linen Shirt');
  await userEvent.click(panel.getByRole('textbox', { name: 'Description' }));
  await userEvent.paste('A breezy linen shirt for warm days.');
  await userEvent.click(panel.getByRole('button', { name: /Category/ }));
  await userEvent.click(await page().findByRole('option', { name: 'Men' }));
  await userEvent.click(panel.getByRole('button', { name: /Brand/ }));
  await userEvent.click(await page().findByRole('option', { name: 'Zara' }));
  await userEvent.type(panel.getByRole('textbox', { name: 'Price' }), '1999');
  await userEvent.type(panel.getByRole('textbox', { name: 'Sale Price' }), '0');
}

async function addSize(panel: Canvas, size: string, stock: string) {
  const form = within(panel.getByRole('form', { name: 'Add a size' }));
  await userEvent.type(form.getByRole('textbox', { name: 'Size' }), size);
  await userEvent.type(form.getByRole('textbox', { name: 'Stock' }), stock);
  await userEvent.click(form.getByRole('button', { name: 'Add Size' }));
}

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Products' });
    await expect(canvas.getByText(`${DEMO_COUNT} products`)).toBeVisible();
    const card = within(grid).getAllByRole('row')[0] as HTMLElement;
    await expect(within(card).getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(within(card).getByText(/^Total stock: \d+$/)).toBeVisible();
    // The backend pages: one page of 50 is all the browser holds.
    await expect(grid).toHaveAttribute('aria-rowcount', '50');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow(60_000, 'adminProducts'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Products' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No products yet' })).toBeVisible();
    await expect(canvas.getByText('0 products')).toBeVisible();
  },
};

export const LoadErrorThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnce('*/api/admin/products/search'));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load products. Internal server error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('grid', { name: 'Products' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const AddProductWithSizes: Story = {
  play: async ({ canvas }) => {
    const panel = await openAddPanel(canvas);
    const add = panel.getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();
    await expect(panel.getByText(/^Still needed: Image, Title, Description/)).toBeVisible();

    await fillBasicInfo(panel);
    await userEvent.click(panel.getByRole('tab', { name: 'Sizes & Stock' }));
    await addSize(panel, 'M', '4');
    await addSize(panel, 'L', 'lots');
    // Non-numeric stock becomes 0.
    await expect(panel.getByRole('textbox', { name: 'Stock for size L' })).toHaveValue('0');
    await expect(panel.getByText('Total stock: 4')).toBeVisible();
    await expect(add).toBeEnabled();
    await userEvent.click(add);

    await expectToast(CONFIRMATIONS.productAdded);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText(`${DEMO_COUNT + 1} products`)).toBeVisible();
    clearSpokenAnnouncements();
  },
};

export const RequiredFieldMessages: Story = {
  play: async ({ canvas }) => {
    const panel = await openAddPanel(canvas);
    const title = panel.getByRole('textbox', { name: 'Title' });
    await userEvent.click(title);
    await userEvent.tab();
    await expect(panel.getByText('Title is required')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(panel.getByRole('textbox', { name: 'Price' }), 'abc');
    await userEvent.tab();
    await expect(panel.getByText('Price must be a number above 0')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

export const SalePriceMustBeLower: Story = {
  play: async ({ canvas }) => {
    const panel = await openAddPanel(canvas);
    await fillBasicInfo(panel);
    const sale = panel.getByRole('textbox', { name: 'Sale Price' });
    await userEvent.clear(sale);
    await userEvent.type(sale, '2500');
    await userEvent.tab();
    await expect(panel.getByText('Sale price must be lower than the price')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.clear(sale);
    await userEvent.type(sale, '1499');
    await expect(panel.getByRole('button', { name: 'Add' })).toBeEnabled();
  },
};

export const SizeNeedsSizeAndStock: Story = {
  play: async ({ canvas }) => {
    const panel = await openAddPanel(canvas);
    await userEvent.click(panel.getByRole('tab', { name: 'Sizes & Stock' }));
    const form = within(panel.getByRole('form', { name: 'Add a size' }));
    const addSizeButton = form.getByRole('button', { name: 'Add Size' });
    await expect(addSizeButton).toBeDisabled();
    await userEvent.type(form.getByRole('textbox', { name: 'Size' }), 'S');
    await expect(addSizeButton).toBeDisabled();
    await userEvent.type(form.getByRole('textbox', { name: 'Stock' }), '3');
    await expect(addSizeButton).toBeEnabled();
    await userEvent.click(addSizeButton);
    await addSize(panel, 's', '1');
    await expect(panel.getByText('Size s already exists')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Add Size' })).toBeDisabled();
    // Emptying a size's stock leaves it without a stock: the product cannot be saved.
    await userEvent.clear(panel.getByRole('textbox', { name: 'Stock for size S' }));
    await expect(panel.getByText('Stock is required')).toBeVisible();
  },
};

export const WrongFileTypeByPicker: Story = {
  play: async ({ canvas }) => {
    await openAddPanel(canvas);
    await anyFile.upload(pickerInput(), textFile());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(VALIDATION.invalidImagePicked));
    await expect(page().queryByRole('img', { name: /image/i })).toBeNull();
  },
};

export const WrongFileTypeByDrop: Story = {
  play: async ({ canvas }) => {
    const panel = await openAddPanel(canvas);
    const zone = panel.getByText('Drag and drop an image here, or choose one.');
    dropFiles(zone, [textFile()]);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(VALIDATION.invalidImageDropped));
  },
};

export const ImageByDrop: Story = {
  play: async ({ canvas }) => {
    const panel = await openAddPanel(canvas);
    dropFiles(panel.getByText('Drag and drop an image here, or choose one.'), [imageFile()]);
    await expect(await panel.findByText('Image uploaded')).toBeVisible();
    await expect(alertSpy).not.toHaveBeenCalled();
  },
};

export const UploadInProgress: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow(60_000, 'adminProducts'));
    msw.use(...fourProducts());
  },
  play: async ({ canvas }) => {
    const panel = await openAddPanel(canvas);
    await userEvent.upload(pickerInput(), imageFile());
    await expect(await panel.findByRole('progressbar', { name: 'Uploading image…' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Choose image' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

export const UploadFailure: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError(500, 'adminProducts'));
    msw.use(...fourProducts());
  },
  play: async ({ canvas }) => {
    const panel = await openAddPanel(canvas);
    await userEvent.upload(pickerInput(), imageFile());
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(VALIDATION.imageUploadFailed));
    await expect(panel.queryByText('Image uploaded')).toBeNull();
    await expect(panel.getByRole('button', { name: 'Choose image' })).toBeEnabled();
  },
};

export const EditKeepsSizes: Story = {
  play: async ({ canvas }) => {
    const panel = await openEditPanel(canvas, EDITED.title);
    await expect(panel.getByRole('button', { name: 'Choose image' })).toBeDisabled();
    await expect(
      panel.getByText('The image cannot be changed while editing a product.'),
    ).toBeVisible();
    const title = panel.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(EDITED.title);
    await userEvent.type(title, ' (Restocked)');

    await userEvent.click(panel.getByRole('tab', { name: 'Sizes & Stock' }));
    const [first] = EDITED.sizes;
    if (!first) throw new Error('no size');
    const stock = panel.getByRole('textbox', { name: `Stock for size ${first.size}` });
    await userEvent.clear(stock);
    await userEvent.type(stock, '25');
    await userEvent.click(panel.getByRole('button', { name: `Save stock for size ${first.size}` }));
    await expectToast('Size updated successfully');

    await userEvent.click(panel.getByRole('button', { name: 'Edit' }));
    await expectToast(CONFIRMATIONS.productUpdated);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    // Reopen: the sizes are all still there, with the saved stock.
    const again = await openEditPanel(canvas, `${EDITED.title} (Restocked)`);
    await userEvent.click(again.getByRole('tab', { name: 'Sizes & Stock' }));
    for (const size of EDITED.sizes) {
      await expect(
        again.getByRole('textbox', { name: `Stock for size ${size.size}` }),
      ).toBeVisible();
    }
    await expect(again.getByRole('textbox', { name: `Stock for size ${first.size}` })).toHaveValue(
      '25',
    );
    clearSpokenAnnouncements();
  },
};

export const EditFailureKeepsInput: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('*/api/admin/products/edit/:id', () =>
        HttpResponse.json(
          { success: false, message: 'Product could not be saved' },
          { status: 500 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const panel = await openEditPanel(canvas, EDITED.title);
    const title = panel.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'A better title');
    await userEvent.click(panel.getByRole('button', { name: 'Edit' }));
    await expectErrorToast('Product could not be saved');
    await expect(await findDialog('Edit Product')).toBeVisible();
    await expect(title).toHaveValue('A better title');
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Products' });
    // The newest product: first on the first page.
    const target = fixtures.products.at(-1);
    if (!target) throw new Error('no product');
    const card = within(grid).getByRole('row', { name: target.title });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = within(await findDialog('Delete this product?'));
    await expect(dialog.getByText(target.title)).toBeVisible();
    // Cancel has focus: Enter right away deletes nothing.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast(CONFIRMATIONS.productDeleted);
    await expect(await canvas.findByText(`${DEMO_COUNT - 1} products`)).toBeVisible();
    await expect(within(grid).queryByRole('row', { name: target.title })).toBeNull();
    clearSpokenAnnouncements();
  },
};

export const CloseResetsThePanel: Story = {
  play: async ({ canvas }) => {
    let panel = await openAddPanel(canvas);
    await userEvent.type(panel.getByRole('textbox', { name: 'Title' }), 'Half typed');
    await userEvent.click(panel.getByRole('tab', { name: 'Sizes & Stock' }));
    await userEvent.click(panel.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    panel = await openAddPanel(canvas);
    await expect(panel.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  },
};

/** 10,000 products from a backend without paging: only the cards near the viewport are in the DOM. */
export const TenThousandProducts: Story = {
  beforeEach({ msw }) {
    const many = manyProducts(10_000);
    msw.use(plainBackend());
    msw.use(
      http.get('*/api/admin/products/fetch-all', () =>
        HttpResponse.json({ success: true, data: many }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Products' }, { timeout: 10_000 });
    await expect(canvas.getByText('10,000 products')).toBeVisible();
    await expect(grid).toHaveAttribute('aria-rowcount', '10000');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(80);
    within(grid).getAllByRole('row')[0]?.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/#10000$/));
  },
};

export const SmallScreen: Story = {
  ...onAPhone,
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Products' });
    await expectNoSidewaysScroll();
    const panel = await openAddPanel(canvas);
    await expect(panel.getByRole('tab', { name: 'Sizes & Stock' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Add' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

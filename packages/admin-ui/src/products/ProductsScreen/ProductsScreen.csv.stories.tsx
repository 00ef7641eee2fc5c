import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { adminStorySetup, findDialog, plainBackend } from '../../stories/support';
import { ProductsScreen } from './ProductsScreen';

const meta = {
  title: 'Admin/Products/ProductsScreen/CSV',
  component: ProductsScreen,
  parameters: { session: 'admin', layout: 'padded' },
  beforeEach: adminStorySetup,
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A backend with 'catalogue-csv': Export CSV downloads the catalogue, Import CSV opens the import. */
export const ExportAndImportOffered: Story = {
  play: async ({ canvas }) => {
    // The entry points wait for the backend's extension list, on a busy machine too.
    const exportLink = await canvas.findByRole('link', { name: 'Export CSV' }, { timeout: 5000 });
    await expect(exportLink.getAttribute('href')).toMatch(/\/api\/admin\/products\/export$/);
    await expect(exportLink).toHaveAttribute('download');
    await userEvent.click(canvas.getByRole('button', { name: 'Import CSV' }));
    // The dialog's code loads on first use; then it fades in.
    await expect(await findDialog('Import products')).toBeVisible();
  },
};

/** A backend of spec section 7 alone offers neither: the screen shows no way to them. */
export const PlainBackendOffersNoCsv: Story = {
  beforeEach: ({ msw }) => {
    msw.use(plainBackend());
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Add New Product' });
    await canvas.findByText(/\d+ products/);
    await expect(canvas.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Import CSV' })).toBeNull();
  },
};

import { ORDER_EXPORT_MESSAGES } from '@atelier/api-client';
import { scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminStorySetup, findDialog } from '../../stories/support';
import { OrdersScreen } from './OrdersScreen';

/** Extension 'catalogue-csv': the orders of a range of days as a CSV file. */
const meta = {
  title: 'Admin/Orders/OrdersScreen/Export',
  component: OrdersScreen,
  parameters: { session: 'admin', layout: 'padded' },
  args: { searchParams: new URLSearchParams(), onSearchParamsChange: fn() },
  beforeEach: () => adminStorySetup(),
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const today = new Date().toISOString().slice(0, 10);

/** The range starts as the month so far; a wrong one is said under its field and not asked for. */
export const ExportARange: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Export CSV' }));
    const dialog = within(await findDialog('Export orders'));
    await expect(dialog.getByLabelText('First day')).toHaveValue(`${today.slice(0, 8)}01`);
    await expect(dialog.getByLabelText('Last day')).toHaveValue(today);

    await userEvent.clear(dialog.getByLabelText('Last day'));
    await userEvent.type(dialog.getByLabelText('Last day'), '2024-12-31');
    await expect(dialog.getByText(ORDER_EXPORT_MESSAGES.order)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download CSV' })).toBeDisabled();

    await userEvent.clear(dialog.getByLabelText('First day'));
    await userEvent.type(dialog.getByLabelText('First day'), '2024-01-01');
    const download = dialog.getByRole('link', { name: 'Download CSV' });
    await expect(download).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/admin\/orders\/export\?from=2024-01-01&to=2024-12-31$/),
    );
    await expect(download).toHaveAttribute('download');
  },
};

/** A backend of spec section 7 alone has no export: no button. */
export const PlainBackendHasNoExport: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.plainContract({ signedInAs: 'admin' }));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Orders' });
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  },
};

import type { Order } from '@atelier/api-client';
import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, onAPhone, page } from '../../stories/support';
import { BulkStatusBar } from './BulkStatusBar';

const pending = fixtures.orders.filter((order) => order.orderStatus === 'pending');
const missing: Order = { ...(pending[0] as Order), _id: '65b2a7c1ffffffffffffffff' };

const meta = {
  title: 'Admin/Orders/BulkStatusBar',
  component: BulkStatusBar,
  parameters: { session: 'admin', layout: 'padded' },
  args: { orders: pending },
} satisfies Meta<typeof BulkStatusBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const apply = (canvas: ReturnType<typeof within>, count: number) =>
  canvas.getByRole('button', { name: `Apply to ${count} ${count === 1 ? 'order' : 'orders'}` });

export const Resting: Story = {
  play: async ({ canvas }) => {
    await expect(apply(canvas, pending.length)).toBeEnabled();
  },
};

export const ConfirmEveryOrderShown: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(apply(canvas, pending.length));
    await expectToast(`${pending.length} of ${pending.length} orders updated`);
    await expect(canvas.queryByRole('list', { name: 'Orders not changed' })).toBeNull();
  },
};

/** An order that could not change is named with the reason; the others changed. */
export const ReportsEachFailure: Story = {
  args: { orders: [pending[0] as Order, missing] },
  play: async ({ canvas }) => {
    await userEvent.click(apply(canvas, 2));
    await expectToast('1 of 2 orders updated');
    const failures = await canvas.findByRole('list', { name: 'Orders not changed' });
    await expect(within(failures).getByText('#ffffffff: Order not found')).toBeVisible();
  },
};

export const RejectAsksForAReason: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', {
        name: (name: string, element: Element) =>
          element.getAttribute('aria-haspopup') === 'listbox' && name.endsWith('every order shown'),
      }),
    );
    await userEvent.click(await page().findByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Reason' })).toBeVisible());
  },
};

export const NothingShown: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(apply(canvas, 0)).toBeDisabled();
  },
};

export const OnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvas }) => {
    await expect(apply(canvas, pending.length)).toBeVisible();
  },
};

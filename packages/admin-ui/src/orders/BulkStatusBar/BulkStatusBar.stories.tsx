import type { Order } from '@atelier/api-client';
import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, onAPhone, page } from '../../stories/support';
import { BulkStatusBar, type BulkStatusBarProps } from './BulkStatusBar';

const pending = fixtures.orders.filter((order) => order.orderStatus === 'pending');
const missing: Order = { ...(pending[0] as Order), _id: '65b2a7c1ffffffffffffffff' };
const ids = (orders: readonly Order[]) => new Set(orders.map((order) => order._id));

/** The bar holds no ticks of its own: the story keeps them, as the orders screen does. */
function Ticked(args: BulkStatusBarProps) {
  const [selected, setSelected] = useState(args.selected);
  return (
    <BulkStatusBar
      {...args}
      selected={selected}
      onSelectedChange={(next) => {
        setSelected(next);
        args.onSelectedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/Orders/BulkStatusBar',
  component: BulkStatusBar,
  parameters: { session: 'admin', layout: 'padded' },
  args: { shown: pending, selected: new Set(), onSelectedChange: fn(), isFiltered: false },
  render: Ticked,
} satisfies Meta<typeof BulkStatusBar>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;
const apply = (canvas: Canvas, count: number) =>
  canvas.getByRole('button', { name: `Apply to ${orders(count)}` });
const selectAll = (canvas: Canvas, name = `Select all ${orders(pending.length)}`) =>
  canvas.getByRole('checkbox', { name });

/** Nothing ticked: nothing to apply to. */
export const NothingSelected: Story = {
  play: async ({ canvas }) => {
    await expect(selectAll(canvas)).not.toBeChecked();
    await expect(apply(canvas, 0)).toBeDisabled();
  },
};

export const SomeSelected: Story = {
  args: { selected: ids(pending.slice(0, 1)) },
  play: async ({ canvas }) => {
    await expect(selectAll(canvas)).toBePartiallyChecked();
    await expect(canvas.getByText('1 order selected')).toBeVisible();
    await expect(apply(canvas, 1)).toBeEnabled();
  },
};

/** A search or filter narrows the list: 'select all' says it takes the orders that match. */
export const Filtered: Story = {
  args: { isFiltered: true },
  play: async ({ canvas }) => {
    await expect(
      selectAll(canvas, `Select all ${orders(pending.length)} that match the filters`),
    ).toBeVisible();
  },
};

/** By keyboard: Space ticks every order shown, then Apply confirms them all and clears the ticks. */
export const SelectAllAndConfirm: Story = {
  play: async ({ canvas, args }) => {
    selectAll(canvas).focus();
    await userEvent.keyboard(' ');
    await expect(selectAll(canvas)).toBeChecked();
    await expect(canvas.getByText(`${orders(pending.length)} selected`)).toBeVisible();
    await userEvent.click(apply(canvas, pending.length));
    await expectToast(`${pending.length} of ${pending.length} orders updated`);
    await waitFor(() => expect(args.onSelectedChange).toHaveBeenLastCalledWith(new Set()));
    await expect(canvas.queryByRole('list', { name: 'Orders not changed' })).toBeNull();
  },
};

/** An order that could not change is named with the reason and stays ticked; the others changed. */
export const ReportsEachFailure: Story = {
  args: { shown: [pending[0] as Order, missing], selected: ids([pending[0] as Order, missing]) },
  play: async ({ canvas }) => {
    await userEvent.click(apply(canvas, 2));
    await expectToast('1 of 2 orders updated');
    const failures = await canvas.findByRole('list', { name: 'Orders not changed' });
    await expect(within(failures).getByText('#ffffffff: Order not found')).toBeVisible();
    await expect(canvas.getByText('1 order selected')).toBeVisible();
    await expect(apply(canvas, 1)).toBeEnabled();
  },
};

export const RejectAsksForAReason: Story = {
  args: { selected: ids(pending) },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', {
        name: (name: string, element: Element) =>
          element.getAttribute('aria-haspopup') === 'listbox' &&
          name.endsWith('New status for the selected orders'),
      }),
    );
    await userEvent.click(await page().findByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Reason' })).toBeVisible());
  },
};

export const NothingShown: Story = {
  args: { shown: [] },
  play: async ({ canvas }) => {
    await expect(selectAll(canvas, 'Select all 0 orders')).toBeDisabled();
    await expect(apply(canvas, 0)).toBeDisabled();
  },
};

export const OnAPhone: Story = {
  ...onAPhone,
  args: { selected: ids(pending) },
  play: async ({ canvas }) => {
    await expect(selectAll(canvas)).toBeVisible();
    await expect(apply(canvas, pending.length)).toBeVisible();
  },
};

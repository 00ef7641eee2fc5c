import { formatMoney, orderTotals, SERVER_MESSAGES } from '@atelier/api-client';
import { scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button';
import {
  expectErrorToast,
  expectNavigatedTo,
  expectToast,
  findDialog,
  page,
  resetNavigate,
  withNavigateSpy,
} from '../../../stories/support';
import { CartSheet } from './CartSheet';

/** Starts open, like after a press on the header's cart button, and can be reopened. */
function CartSheetDemo() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open cart</Button>
      <CartSheet isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Screens/Cart/CartSheet',
  component: CartSheetDemo,
  decorators: [withNavigateSpy],
  beforeEach: resetNavigate,
  parameters: { session: 'shopper' },
} satisfies Meta<typeof CartSheetDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

// The demo cart's lines, each in a colour (extension product-colours).
const JEANS = "Levi's 511 Slim Fit Jeans, size 28, Denim";
const TEE = 'Adidas Adicolor Classics Trefoil Tee, size XS, Blush';
const SNEAKERS = 'Nike Air Max SC Sneakers, size UK 7, White';

async function openSheet() {
  const sheet = await findDialog('Your Cart');
  return within(sheet);
}

async function linesOf(sheet: ReturnType<typeof within>) {
  return within(await sheet.findByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
}

function quantityOf(sheet: ReturnType<typeof within>, line: string) {
  return sheet.getByRole('group', { name: `Quantity of ${line}` });
}

function lineOf(sheet: ReturnType<typeof within>, line: string) {
  return quantityOf(sheet, line).closest('li');
}

export const Populated: Story = {
  play: async () => {
    const sheet = await openSheet();
    const lines = await linesOf(sheet);
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent("Levi's 511 Slim Fit Jeans");
    await expect(lines[0]).toHaveTextContent('Size: 28 · Colour: Denim');
    // The sale price is the unit price.
    await expect(lines[0]).toHaveTextContent(`${formatMoney(2879)} each`);
    await expect(quantityOf(sheet, TEE)).toHaveTextContent('2');
    const total = orderTotals(
      [
        { price: 3599, salePrice: 2879, quantity: 1 },
        { price: 1999, salePrice: 1399, quantity: 2 },
        { price: 6495, salePrice: 5195, quantity: 1 },
      ],
      'online',
    ).total;
    await expect(sheet.getByText('Total').parentElement).toHaveTextContent(formatMoney(total));
    await expect(sheet.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { seed: 'empty' },
  play: async () => {
    const sheet = await openSheet();
    const message = await sheet.findByText('Your cart is empty');
    await waitFor(() => expect(message).toBeVisible());
    await expect(sheet.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow(60_000, 'cart'));
  },
  play: async () => {
    const sheet = await openSheet();
    await expect(await sheet.findByLabelText('Loading cart')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError(500, 'cart'));
  },
  play: async () => {
    const sheet = await openSheet();
    const message = await sheet.findByText('Your cart could not be loaded');
    await waitFor(() => expect(message).toBeVisible());
    await expect(sheet.getByText(SERVER_MESSAGES.common.internalError)).toBeVisible();
    await expect(sheet.queryByRole('list', { name: 'Cart items' })).toBeNull();
    await expect(sheet.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  },
};

export const IncreaseUpdates: Story = {
  play: async () => {
    const sheet = await openSheet();
    await linesOf(sheet);
    await userEvent.click(sheet.getByRole('button', { name: `Increase quantity of ${JEANS}` }));
    await expectToast('Cart item is updated successfully');
    await waitFor(() => expect(quantityOf(sheet, JEANS)).toHaveTextContent('2'));
  },
};

/** Sees every cart update request, then lets the mock backend answer it. */
const cartUpdates = fn().mockName('cart update');

export const IncreaseBeyondStock: Story = {
  beforeEach({ msw }) {
    cartUpdates.mockClear();
    msw.use(
      http.put('*/api/shop/cart/update', () => {
        cartUpdates();
      }),
    );
  },
  play: async () => {
    const sheet = await openSheet();
    await linesOf(sheet);
    // The tee's size XS has 3 in stock in Blush (5 in all colours) and the cart holds 2.
    const increase = sheet.getByRole('button', { name: `Increase quantity of ${TEE}` });
    for (const quantity of ['3']) {
      await userEvent.click(increase);
      await waitFor(() => expect(quantityOf(sheet, TEE)).toHaveTextContent(quantity));
      await waitFor(() => expect(lineOf(sheet, TEE)).not.toHaveAttribute('aria-busy'));
    }
    await userEvent.click(increase);
    await expectErrorToast('Only 3 quantity can be added for size XS');
    await expect(quantityOf(sheet, TEE)).toHaveTextContent('3');
    // The stock rule stopped the second press before any request.
    await expect(cartUpdates).toHaveBeenCalledTimes(1);
  },
};

export const DecreaseDisabledAtOne: Story = {
  play: async () => {
    const sheet = await openSheet();
    await linesOf(sheet);
    await expect(
      sheet.getByRole('button', { name: `Decrease quantity of ${JEANS}` }),
    ).toBeDisabled();
    const decreaseTee = sheet.getByRole('button', { name: `Decrease quantity of ${TEE}` });
    await expect(decreaseTee).toBeEnabled();
    await userEvent.click(decreaseTee);
    await expectToast('Cart item is updated successfully');
    await waitFor(() => expect(quantityOf(sheet, TEE)).toHaveTextContent('1'));
    await waitFor(() => expect(decreaseTee).toBeDisabled());
  },
};

export const Remove: Story = {
  play: async () => {
    const sheet = await openSheet();
    await linesOf(sheet);
    await userEvent.click(sheet.getByRole('button', { name: `Remove ${SNEAKERS}` }));
    await expectToast('Cart item is deleted successfully');
    await waitFor(async () => expect(await linesOf(sheet)).toHaveLength(2));
    await expect(sheet.queryByText('Nike Air Max SC Sneakers')).toBeNull();
  },
};

export const UpdateFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('*/api/shop/cart/update', () =>
        HttpResponse.json({ success: false, message: 'Cart item not present!' }, { status: 404 }),
      ),
    );
  },
  play: async () => {
    const sheet = await openSheet();
    await linesOf(sheet);
    await userEvent.click(sheet.getByRole('button', { name: `Increase quantity of ${JEANS}` }));
    await expectErrorToast('Cart item not present!');
    await expect(quantityOf(sheet, JEANS)).toHaveTextContent('1');
  },
};

export const RemoveFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.delete('*/api/shop/cart/delete/*', () =>
        HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 }),
      ),
    );
  },
  play: async () => {
    const sheet = await openSheet();
    await linesOf(sheet);
    await userEvent.click(sheet.getByRole('button', { name: `Remove ${SNEAKERS}` }));
    await expectErrorToast('Internal server error');
    await expect(await linesOf(sheet)).toHaveLength(3);
  },
};

export const CheckoutNavigates: Story = {
  play: async ({ canvas }) => {
    const sheet = await openSheet();
    await linesOf(sheet);
    const dialog = page().getByRole('dialog', { name: 'Your Cart' });
    await userEvent.click(sheet.getByRole('button', { name: 'Checkout' }));
    await expectNavigatedTo('/shop/checkout');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Open cart' })).toBeVisible();
  },
};

export const KeyboardCheckout: Story = {
  play: async () => {
    const sheet = await openSheet();
    await linesOf(sheet);
    const checkout = sheet.getByRole('button', { name: 'Checkout' });
    checkout.focus();
    await userEvent.keyboard('{Enter}');
    await expectNavigatedTo('/shop/checkout');
  },
};

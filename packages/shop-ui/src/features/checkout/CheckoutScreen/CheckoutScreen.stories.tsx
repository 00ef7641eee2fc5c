import { CHECKOUT, formatMoney, orderTotals, STORAGE_KEYS, unitPrice } from '@atelier/api-client';
import { fixtures, scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_ROUTES } from '../../../navigation';
import { clickWhatCovers, expectNoSidewaysScroll, phone } from '../../../stories/support';
import { readCurrentOrderId } from '../order';
import {
  backend,
  expectErrorToast,
  expectToast,
  installRazorpayDouble,
  navigate,
  page,
  type RazorpayDouble,
  removeRazorpay,
  startOwnBackend,
  withNavigateSpy,
} from '../testing';
import { CheckoutScreen } from './CheckoutScreen';

type Canvas = ReturnType<typeof within>;

// The demo shopper's cart as the mock backend serves it: catalogue data per line.
const shopper = fixtures.users.shopper;
const cartLines = (fixtures.carts.find((cart) => cart.userId === shopper.id)?.items ?? []).map(
  (line) => {
    const product = fixtures.products.find((entry) => entry._id === line.productId);
    if (!product) throw new Error(`Unknown fixture product ${line.productId}`);
    return { ...product, quantity: line.quantity, selectedSize: line.selectedSize };
  },
);
const HOME = fixtures.addresses.find((address) => address.userId === shopper.id);
const HOME_NAME = `${HOME?.address}, ${HOME?.city}`;

const OFFICE = fixtures.addresses.find(
  (address) => address.userId === shopper.id && address._id !== HOME?._id,
);
const OFFICE_NAME = `${OFFICE?.address}, ${OFFICE?.city}`;
const noOrdersYet = http.get('*/api/shop/order/list/:userId', () =>
  HttpResponse.json({ success: true, data: [] }),
);

let double: RazorpayDouble | null = null;

function payWith(options: Parameters<typeof installRazorpayDouble>[0]) {
  return () => {
    double = installRazorpayDouble(options);
    return double.uninstall;
  };
}

/** Waits for the cart to load, so a press on Place Order never races the first fetch. */
async function cartLoaded(canvas: Canvas) {
  const first = cartLines[0];
  if (first) await canvas.findByText(first.title, {}, { timeout: 4000 });
}

async function chooseHomeAddress(canvas: Canvas) {
  const radio = await canvas.findByRole('radio', { name: HOME_NAME }, { timeout: 4000 });
  await userEvent.click(radio);
  await expect(radio).toBeChecked();
}

const placeOrderButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: /Place Order|Processing/ });

/** Sent to the success page, told which order it was (its number and summary show there). */
async function expectNavigatedToSuccess() {
  await waitFor(
    () =>
      expect(navigate.mock.calls.at(-1)?.[0]).toMatch(
        new RegExp(`^${DEFAULT_ROUTES.paymentSuccess}\\?orderId=\\w+$`),
      ),
    { timeout: 4000 },
  );
  await expect(readCurrentOrderId()).toBeNull();
}

/** The processing state is over: the button can be pressed again. */
async function expectIdle(canvas: Canvas) {
  await waitFor(() => expect(placeOrderButton(canvas)).not.toHaveAttribute('aria-disabled'));
  await expect(placeOrderButton(canvas)).toHaveTextContent('Place Order');
}

const meta = {
  title: 'Screens/Checkout/CheckoutScreen',
  component: CheckoutScreen,
  decorators: [withNavigateSpy],
  parameters: { session: 'shopper', layout: 'fullscreen' },
  args: { paymentKeyId: 'rzp_test_atelier' },
  beforeEach() {
    navigate.mockClear();
    sessionStorage.removeItem(STORAGE_KEYS.currentOrderId);
    // No story may fetch the real provider script: a stand-in is always on the page unless a
    // story removes it on purpose.
    return payWith({ outcome: 'success' })();
  },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await cartLoaded(canvas);
    const lines = within(canvas.getByRole('list', { name: 'Items in your order' })).getAllByRole(
      'listitem',
    );
    await expect(lines).toHaveLength(cartLines.length);
    for (const [index, line] of cartLines.entries()) {
      const row = lines[index];
      if (!row) throw new Error('missing line');
      await expect(row).toHaveTextContent(line.title);
      await expect(row).toHaveTextContent(`Size: ${line.selectedSize}`);
      await expect(row).toHaveTextContent(`Quantity: ${line.quantity}`);
      await expect(row).toHaveTextContent(`${formatMoney(unitPrice(line))} each`);
    }
    // The address the newest order went to is chosen already.
    await waitFor(() => expect(canvas.getByRole('radio', { name: HOME_NAME })).toBeChecked(), {
      timeout: 4000,
    });
    const online = canvas.getByRole('radio', { name: 'Pay Online' });
    await expect(online).toBeChecked();
    await expect(canvas.queryByText(CHECKOUT.codFeeLine)).toBeNull();
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent(
      formatMoney(orderTotals(cartLines, 'online').total),
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow(60_000, ['cart', 'addresses']));
  },
  play: async ({ canvas }) => {
    for (const text of ['Loading your cart', 'Loading addresses']) {
      const status = await canvas.findByText(text);
      await expect(status.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    }
  },
};

export const Guest: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Please sign in to check out. Your cart is kept.'),
    ).toBeVisible();
    // Signing in brings the guest back here.
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fshop%2Fcheckout',
    );
  },
};

export const EmptyCart: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your cart is empty.')).toBeVisible();
    await userEvent.click(placeOrderButton(canvas));
    await expectErrorToast(CHECKOUT.emptyCart);
    await expect(page().getByRole('alert')).toHaveTextContent(
      'Your cart is empty. Please add items to proceed',
    );
  },
};

/** Two saved addresses and no order yet to go by: the shopper must choose. */
export const NoAddressSelected: Story = {
  beforeEach({ msw }) {
    msw.use(noOrdersYet);
  },
  play: async ({ canvas }) => {
    await cartLoaded(canvas);
    await expect(await canvas.findByRole('radio', { name: HOME_NAME })).not.toBeChecked();
    await userEvent.click(placeOrderButton(canvas));
    await expectErrorToast('Please select one address to proceed.');
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** The only saved address is chosen at once, with no order to go by. */
export const OnlyAddressChosen: Story = {
  beforeEach({ msw }) {
    msw.use(
      noOrdersYet,
      http.get('*/api/shop/address/get/:userId', () =>
        HttpResponse.json({ success: true, data: [OFFICE] }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('radio', { name: OFFICE_NAME })).toBeChecked(), {
      timeout: 4000,
    });
  },
};

export const CashOnDelivery: Story = {
  beforeEach: (context) => {
    startOwnBackend(context, 'shopper');
  },
  play: async ({ canvas }) => {
    const ordersBefore = backend().orders.length;
    await cartLoaded(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /Cash on Delivery/ }));
    await expect(canvas.getByRole('radio', { name: /Cash on Delivery/ })).toHaveAccessibleName(
      `Cash on Delivery ${CHECKOUT.codFeeLabel}`,
    );
    await expect(canvas.getByText('+ ₹60 fee')).toBeVisible();
    await expect(canvas.getByText('Cash Handling Fee')).toBeVisible();
    await expect(canvas.getByText('Cash Handling Fee').nextElementSibling).toHaveTextContent(
      '₹60.00',
    );
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent(
      formatMoney(orderTotals(cartLines, 'cod').total),
    );
    await chooseHomeAddress(canvas);
    await userEvent.click(placeOrderButton(canvas));
    await expectNavigatedToSuccess();
    const order = backend().orders.at(-1);
    await expect(backend().orders).toHaveLength(ordersBefore + 1);
    await expect(order?.paymentMethod).toBe('cod');
    await expect(order?.cashHandlingFee).toBe(60);
    await expect(order?.addressInfo.addressId).toBe(HOME?._id);
  },
};

export const OnlinePaymentSuccess: Story = {
  beforeEach: (context) => {
    startOwnBackend(context, 'shopper');
    return payWith({ outcome: 'success', delayMs: 300 })();
  },
  play: async ({ canvas }) => {
    await cartLoaded(canvas);
    await chooseHomeAddress(canvas);
    await userEvent.click(placeOrderButton(canvas));
    // While the payment window is open the button stays pending.
    await waitFor(() => expect(placeOrderButton(canvas)).toHaveAttribute('aria-disabled', 'true'));
    await expectNavigatedToSuccess();
    const order = backend().orders.at(-1);
    const opened = double?.opened[0];
    await expect(opened?.key).toBe('rzp_test_atelier');
    await expect(opened?.name).toBe('Atelier');
    await expect(opened?.currency).toBe('INR');
    await expect(opened?.amount).toBe(Math.round((order?.totalAmount ?? 0) * 100));
    await expect(opened?.order_id).toMatch(/^order_/);
    await expect(opened?.prefill?.email).toBe(shopper.email);
    await expect(order?.paymentMethod).toBe('online');
    await expect(order?.paymentStatus).toBe('paid');
  },
};

export const OnlinePaymentFailed: Story = {
  beforeEach: payWith({ outcome: 'failure', failureDescription: 'Your card was declined.' }),
  play: async ({ canvas }) => {
    await cartLoaded(canvas);
    await chooseHomeAddress(canvas);
    await userEvent.click(placeOrderButton(canvas));
    await expectErrorToast(CHECKOUT.paymentFailed, 'Your card was declined.');
    await expectIdle(canvas);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const OnlinePaymentFailedWithoutReason: Story = {
  beforeEach: payWith({ outcome: 'failure' }),
  play: async ({ canvas }) => {
    await cartLoaded(canvas);
    await chooseHomeAddress(canvas);
    await userEvent.click(placeOrderButton(canvas));
    await expectErrorToast('Payment failed', 'Please try another payment method');
    await expectIdle(canvas);
  },
};

export const OnlinePaymentCancelled: Story = {
  beforeEach: payWith({ outcome: 'dismiss' }),
  play: async ({ canvas }) => {
    await cartLoaded(canvas);
    await chooseHomeAddress(canvas);
    await userEvent.click(placeOrderButton(canvas));
    await expectToast('Payment cancelled', 'You closed the payment window');
    await expectIdle(canvas);
    await expect(navigate).not.toHaveBeenCalled();
    // The unpaid order stays remembered for this browser session.
    await expect(sessionStorage.getItem(STORAGE_KEYS.currentOrderId)).toMatch(/\w+/);
  },
};

export const PaymentVerificationFailed: Story = {
  beforeEach: payWith({ outcome: 'forged' }),
  play: async ({ canvas }) => {
    await cartLoaded(canvas);
    await chooseHomeAddress(canvas);
    await userEvent.click(placeOrderButton(canvas));
    // The mock server refuses a payment signed for another order with its own message.
    await expectErrorToast(CHECKOUT.verificationFailed, 'Payment verification failed');
    await expectIdle(canvas);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const CreateOrderFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/shop/order/create', () =>
        HttpResponse.json(
          { success: false, message: 'Only 0 left of Nike Air Max SC Sneakers in size UK 7' },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await cartLoaded(canvas);
    await chooseHomeAddress(canvas);
    await userEvent.click(placeOrderButton(canvas));
    await expectErrorToast(
      'Failed to create order',
      'Only 0 left of Nike Air Max SC Sneakers in size UK 7',
    );
    await expectIdle(canvas);
  },
};

export const CreateOrderFailedWithoutMessage: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/shop/order/create', () => HttpResponse.json({ success: false })));
  },
  play: async ({ canvas }) => {
    await cartLoaded(canvas);
    await chooseHomeAddress(canvas);
    await userEvent.click(placeOrderButton(canvas));
    await expectErrorToast(CHECKOUT.createFailed, CHECKOUT.createFailedDescription);
    await expectIdle(canvas);
  },
};

export const PaymentScriptLoading: Story = {
  args: { paymentScriptUrl: '/payment-script-that-never-arrives.js' },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/payment-script-that-never-arrives.js', async () => {
        await delay('infinite');
      }),
    );
    return removeRazorpay();
  },
  play: async ({ canvas }) => {
    await cartLoaded(canvas);
    await chooseHomeAddress(canvas);
    await userEvent.click(placeOrderButton(canvas));
    // Section 8's words as the title, section 5's sentence saying what to do under it.
    const toast = await expectErrorToast(
      'Payment system is still loading...',
      'Payment system is still loading. Please try again in a moment.',
    );
    await expect(toast.firstElementChild).toHaveTextContent(
      /^Payment system is still loading\.\.\.$/,
    );
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const PaymentScriptLoadError: Story = {
  args: { paymentScriptUrl: '/missing-payment-script.js' },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/missing-payment-script.js', () => new HttpResponse('Not found', { status: 404 })),
    );
    return removeRazorpay();
  },
  play: async ({ canvas }) => {
    await cartLoaded(canvas);
    await chooseHomeAddress(canvas);
    // The failed load settles quickly; press until the shop reports it rather than "loading".
    await waitFor(
      async () => {
        await userEvent.click(placeOrderButton(canvas));
        await expect(page().getByRole('alert')).toHaveTextContent(
          'Failed to load payment system. Please refresh the page.',
        );
      },
      { timeout: 4000 },
    );
    // Cash on delivery does not need the script.
    await userEvent.click(canvas.getByRole('radio', { name: /Cash on Delivery/ }));
    await userEvent.click(placeOrderButton(canvas));
    await expectNavigatedToSuccess();
  },
};

/** Tabs forward until `target` has focus, as a keyboard user would. */
async function tabTo(target: Element, limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    await userEvent.tab();
    if (document.activeElement === target) return;
  }
  throw new Error(`Tab never reached ${target.outerHTML.slice(0, 80)}`);
}

export const KeyboardOnlyCashOnDelivery: Story = {
  play: async ({ canvas }) => {
    await cartLoaded(canvas);
    // Address: Tab into the radio group, Space chooses the focused address.
    const home = await canvas.findByRole('radio', { name: HOME_NAME }, { timeout: 4000 });
    await tabTo(home);
    await userEvent.keyboard(' ');
    await expect(home).toBeChecked();
    // Payment method: Tab reaches the selected option; an arrow key moves to the other one.
    await tabTo(canvas.getByRole('radio', { name: 'Pay Online' }));
    await userEvent.keyboard('{ArrowRight}');
    const cod = canvas.getByRole('radio', { name: /Cash on Delivery/ });
    await expect(cod).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(cod).toBeChecked();
    await expect(canvas.getByText('Cash Handling Fee')).toBeVisible();
    // Place the order with Enter.
    await tabTo(placeOrderButton(canvas));
    await userEvent.keyboard('{Enter}');
    await expectNavigatedToSuccess();
  },
};

/**
 * On a phone: the saved addresses and the order come first (the new-address form waits behind
 * its button, which does not take the focus), the last order's address is chosen, a press
 * anywhere on an address card chooses it, and the total and payment method stay on screen
 * beside Place Order.
 */
export const SmallScreen: Story = {
  ...phone,
  play: async ({ canvas }) => {
    await cartLoaded(canvas);
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add New Address' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add New Address' })).not.toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('radio', { name: HOME_NAME })).toBeChecked());
    const place = placeOrderButton(canvas);
    await expect(place.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    const online = `Total ${formatMoney(orderTotals(cartLines, 'online').total)}`;
    await expect(canvas.getByText(online)).toBeVisible();
    await expect(canvas.getByText('Pay Online', { selector: 'span' })).toBeVisible();
    await expect(place).toHaveAccessibleDescription(`${online} Pay Online`);
    const card = (await canvas.findByRole('radio', { name: HOME_NAME })).closest('article');
    if (!card) throw new Error('no address card');
    await clickWhatCovers(within(card).getByText(HOME?.pincode ?? ''));
    await expect(within(card).getByRole('radio')).toBeChecked();
    await expectNoSidewaysScroll();
    // Scrolled to the end, Place Order is still where it was, and still on screen.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect(place.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(canvas.getByRole('radio', { name: /Cash on Delivery/ }));
    const cod = `Total ${formatMoney(orderTotals(cartLines, 'cod').total)}`;
    await expect(place).toHaveAccessibleDescription(`${cod} Cash on Delivery`);
    await expect(canvas.getByText(cod)).toBeVisible();
    await userEvent.click(place);
    await expectNavigatedToSuccess();
  },
};

/** On a phone, a toast comes in at the top: the total beside Place Order stays readable. */
export const SmallScreenToast: Story = {
  ...phone,
  beforeEach({ msw }) {
    msw.use(noOrdersYet);
  },
  play: async ({ canvas }) => {
    await cartLoaded(canvas);
    await expect(await canvas.findByRole('radio', { name: HOME_NAME })).not.toBeChecked();
    await userEvent.click(placeOrderButton(canvas));
    await expectErrorToast('Please select one address to proceed.');
    const total = canvas.getByText(`Total ${formatMoney(orderTotals(cartLines, 'online').total)}`);
    const box = total.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(
      total,
    );
  },
};

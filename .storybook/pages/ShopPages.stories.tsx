import { STORAGE_KEYS } from '@atelier/api-client';
import { CheckoutScreen, ListingScreen, ShopLayout } from '@atelier/shop-ui/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { expectNoSidewaysScroll, onViewport } from './viewports';

type ShopPage = 'listing' | 'checkout';

interface ShopPageProps {
  /** Which page of the shop to show inside the layout. */
  page: ShopPage;
}

/** A shop page as the shell mounts it: the screen inside ShopLayout, the URL kept as a router would. */
function ShopPageInLayout({ page }: ShopPageProps) {
  const [params, setParams] = useState(() => new URLSearchParams());
  const path = page === 'listing' ? '/shop/listing' : '/shop/checkout';
  const query = params.toString();
  return (
    <ShopLayout currentHref={query ? `${path}?${query}` : path}>
      {page === 'listing' ? (
        <ListingScreen searchParams={params} onSearchParamsChange={setParams} />
      ) : (
        <CheckoutScreen />
      )}
    </ShopLayout>
  );
}

const meta = {
  title: 'Pages/Shop',
  component: ShopPageInLayout,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  argTypes: { page: { control: 'select', options: ['listing', 'checkout'] } },
  args: { page: 'listing' },
  beforeEach: () => {
    // Session storage outlives a story; each page starts without remembered filters or order.
    window.sessionStorage.removeItem(STORAGE_KEYS.filters);
    window.sessionStorage.removeItem(STORAGE_KEYS.currentOrderId);
  },
} satisfies Meta<typeof ShopPageInLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectListingInLayout(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const main = canvas.getByRole('main');
  await expect(within(main).getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(await within(main).findByText('66 Products')).toBeVisible();
  // The layout around it: the header with the cart button.
  await expect(canvas.getByRole('banner')).toBeVisible();
  await expect(await canvas.findByRole('button', { name: /^Cart, / })).toBeVisible();
}

/** The listing in the shop layout on a desktop, for a shopper. */
export const Listing: Story = {
  parameters: { session: 'shopper' },
  globals: onViewport('desktop'),
  play: async ({ canvasElement }) => {
    await expectListingInLayout(canvasElement);
    // The filter column's code loads on its own.
    await expect(
      await within(canvasElement).findByRole('complementary', { name: 'Filters' }),
    ).toBeVisible();
  },
};

/** The same page on a tablet, for a guest. */
export const ListingOnATablet: Story = {
  globals: onViewport('tablet'),
  play: async ({ canvasElement }) => {
    await expectListingInLayout(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Login' })).toBeVisible();
    await expectNoSidewaysScroll(768);
  },
};

/** The same page on a phone: the filters move into a sheet, nothing scrolls sideways. */
export const ListingOnAPhone: Story = {
  globals: onViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('66 Products')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Filters/ })).toBeVisible();
    await expectNoSidewaysScroll(390);
  },
};

async function expectCheckoutInLayout(canvasElement: HTMLElement) {
  const main = within(within(canvasElement).getByRole('main'));
  await expect(await main.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(await main.findByRole('button', { name: 'Place Order' })).toBeVisible();
}

/** Checkout in the shop layout, for a shopper with a cart and saved addresses. */
export const Checkout: Story = {
  args: { page: 'checkout' },
  parameters: { session: 'shopper' },
  globals: onViewport('desktop'),
  play: ({ canvasElement }) => expectCheckoutInLayout(canvasElement),
};

/** Checkout on a phone: Place Order stays on screen, nothing scrolls sideways. */
export const CheckoutOnAPhone: Story = {
  args: { page: 'checkout' },
  parameters: { session: 'shopper' },
  globals: onViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expectCheckoutInLayout(canvasElement);
    await expectNoSidewaysScroll(390);
  },
};

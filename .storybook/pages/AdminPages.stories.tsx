import { AdminLayout, OrdersScreen, ProductsScreen } from '@atelier/admin-ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { enableVirtualizerInTests } from '../../packages/admin-ui/src/stories/virtualizerEnv';
import { expectNoSidewaysScroll, onViewport } from './viewports';

type AdminPage = 'orders' | 'products';

interface AdminPageProps {
  /** Which back-office page to show inside the layout. */
  page: AdminPage;
}

/** A back-office page as the shell mounts it: the screen inside AdminLayout. */
function AdminPageInLayout({ page }: AdminPageProps) {
  const [params, setParams] = useState(() => new URLSearchParams());
  const path = `/admin/${page}`;
  const query = params.toString();
  return (
    <AdminLayout currentPath={query ? `${path}?${query}` : path}>
      {page === 'orders' ? (
        <OrdersScreen searchParams={params} onSearchParamsChange={setParams} />
      ) : (
        <ProductsScreen />
      )}
    </AdminLayout>
  );
}

const meta = {
  title: 'Pages/Admin',
  component: AdminPageInLayout,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', session: 'admin' },
  argTypes: { page: { control: 'select', options: ['orders', 'products'] } },
  args: { page: 'orders' },
  beforeEach: enableVirtualizerInTests,
} satisfies Meta<typeof AdminPageInLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectOrdersInLayout(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const main = within(canvas.getByRole('main'));
  await expect(main.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(await main.findByRole('grid', { name: 'Orders' })).toBeVisible();
}

/** All orders in the admin layout on a desktop: the sidebar marks Orders as the current page. */
export const Orders: Story = {
  globals: onViewport('desktop'),
  play: async ({ canvasElement }) => {
    await expectOrdersInLayout(canvasElement);
    const sidebar = within(within(canvasElement).getByRole('navigation', { name: 'Admin' }));
    await expect(sidebar.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The same page on a tablet. */
export const OrdersOnATablet: Story = {
  globals: onViewport('tablet'),
  play: async ({ canvasElement }) => {
    await expectOrdersInLayout(canvasElement);
    await expectNoSidewaysScroll(768);
  },
};

/** The same page on a phone: the sidebar folds into a menu button. */
export const OrdersOnAPhone: Story = {
  globals: onViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expectOrdersInLayout(canvasElement);
    await expectNoSidewaysScroll(390);
  },
};

/** The product catalogue in the admin layout. */
export const Products: Story = {
  args: { page: 'products' },
  globals: onViewport('desktop'),
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(await main.findByRole('button', { name: 'Add New Product' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { NETWORK_ERROR_MESSAGE } from '../core/errors';
import { useProducts } from '../swr';
import { scenarios } from './scenarios';

/**
 * Shows what a connected screen receives from the mock backend in each scenario, so designers
 * and other teams can see the states every story can select.
 */
function ProductsProbe() {
  const { data, error, isLoading } = useProducts({
    filters: { category: ['women'] },
    sortBy: 'title-atoz',
  });
  if (isLoading) return <p role="status">Loading products…</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <section aria-label="Products">
      <p>{data?.length ?? 0} products</p>
      <ul>
        {data?.slice(0, 5).map((product) => (
          <li key={product._id}>{product.title}</li>
        ))}
      </ul>
    </section>
  );
}

const meta = {
  title: 'API client/Mock backend',
  component: ProductsProbe,
} satisfies Meta<typeof ProductsProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    const count = await canvas.findByText(/^\d+ products$/);
    await expect(Number.parseInt(count.textContent ?? '', 10)).toBeGreaterThan(10);
    const titles = canvas.getAllByRole('listitem').map((item) => item.textContent ?? '');
    await expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.empty());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('0 products')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError(500));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal server error');
  },
};

export const Offline: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.networkFailure());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
  },
};

export const Slow: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow(600));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products…');
    await waitFor(() => expect(canvas.getByText(/^\d+ products$/)).toBeVisible(), {
      timeout: 3000,
    });
  },
};

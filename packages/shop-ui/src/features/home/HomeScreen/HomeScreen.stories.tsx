import { scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, page, phone } from '../../../stories/support';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/Home/HomeScreen',
  component: HomeScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The page's one h1, where focus lands when a shopper comes here from another page.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Atelier');
    await expect(
      await canvas.findByRole('region', { name: 'Featured collections' }),
    ).toHaveAttribute('aria-roledescription', 'carousel');

    const categories = canvas.getByRole('region', { name: 'Shop by category' });
    for (const [label, id] of [
      ['Men', 'men'],
      ['Women', 'women'],
      ['Kids', 'kids'],
    ] as const) {
      await expect(within(categories).getByRole('link', { name: label })).toHaveAttribute(
        'href',
        `/shop/listing?category=${id}`,
      );
    }

    const featured = await canvas.findByRole('list', { name: 'Feature Products' });
    const cards = within(featured).getAllByRole('listitem');
    await expect(cards).toHaveLength(8);
    // Best sellers first.
    await expect(
      within(cards[0] as HTMLElement).getByRole('heading', { level: 3 }),
    ).toHaveTextContent('Puma Smash v2 Leather Sneakers');
    await expect(
      within(cards[1] as HTMLElement).getByRole('heading', { level: 3 }),
    ).toHaveTextContent('Adidas Samba OG Shoes');
    // By keyboard: the card's title opens the product.
    const title = within(cards[0] as HTMLElement).getByRole('button', {
      name: 'Puma Smash v2 Leather Sneakers',
    });
    title.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page().findByRole('dialog', { name: 'Puma Smash v2 Leather Sneakers' });
    // Visible once its entrance has run.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.slow(60_000, ['features', 'products']));
  },
  play: async ({ canvas }) => {
    const featured = canvas.getByRole('region', { name: 'Feature Products' });
    await expect(featured).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('region', { name: 'Featured collections' })).toBeNull();
    // Categories need no data and are usable at once.
    await expect(canvas.getByRole('link', { name: 'Men' })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.serverError(500, ['features', 'products']));
  },
  play: async ({ canvas }) => {
    const featured = canvas.getByRole('region', { name: 'Feature Products' });
    await waitFor(() => expect(featured).toHaveAttribute('aria-busy', 'false'));
    await expect(within(featured).queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Featured collections' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Kids' })).toBeVisible();
  },
};

export const NoFeatureImages: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.empty('features'));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Feature Products' });
    await expect(canvas.queryByRole('region', { name: 'Featured collections' })).toBeNull();
  },
};

/** On a phone: the banner readable above its controls, two feature products to a row. */
export const SmallScreen: Story = {
  ...phone,
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Featured collections' });
    const featured = await canvas.findByRole('list', { name: 'Feature Products' });
    const [first, second] = within(featured).getAllByRole('listitem');
    await waitFor(() =>
      expect(second?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top),
    );
    await expectNoSidewaysScroll();
  },
};

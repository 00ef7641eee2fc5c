import { EMPTY_STATES } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: EMPTY_STATES.search },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No result found!' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    title: EMPTY_STATES.listing,
    description: 'No products match the selected categories and brands.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Try adjusting your filters' })).toBeVisible();
    await expect(
      canvas.getByText('No products match the selected categories and brands.'),
    ).toBeVisible();
  },
};

const onClear = fn();

export const WithAction: Story = {
  args: {
    title: EMPTY_STATES.listing,
    action: (
      <Button variant="secondary" onPress={onClear}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClear).toHaveBeenCalled();
  },
};

export const WithLink: Story = {
  args: {
    title: EMPTY_STATES.accountOrders,
    headingLevel: 3,
    action: (
      <Link href="/shop/listing" variant="button">
        Continue shopping
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No orders have been placed yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/shop/listing',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectNoSidewaysScroll, phone } from '../../../stories/support';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Status pages/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText(/^This page doesn't exist\./)).toBeVisible();
    // Ways on, not a dead end.
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/shop/listing',
    );
    await expect(canvas.getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      '/shop/search',
    );
  },
};

export const SmallScreen: Story = {
  ...phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse all products' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

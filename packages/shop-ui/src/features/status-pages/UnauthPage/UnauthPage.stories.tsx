import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UnauthPage } from './UnauthPage';

const meta = {
  title: 'Status pages/UnauthPage',
  component: UnauthPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UnauthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(canvas.getByText("You don't have access to view this page.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Your account' })).toHaveAttribute(
      'href',
      '/shop/account',
    );
  },
};

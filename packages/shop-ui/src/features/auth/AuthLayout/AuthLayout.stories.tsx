import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'Screens/Auth/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: { children: <h1>Child page</h1> },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Child page');
    const welcome = canvas.getByRole('complementary', { hidden: true, name: 'Welcome' });
    await expect(welcome).toHaveTextContent('Welcome to Atelier Fashion');
    // The welcome panel only shows beside the page on large screens.
    const wide = window.matchMedia('(min-width: 1024px)').matches;
    await expect(getComputedStyle(welcome).display).toBe(wide ? 'flex' : 'none');
  },
};

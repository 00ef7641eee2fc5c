import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectNoSidewaysScroll, phone } from '../../../stories/support';
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
    // Every auth page has a way back to the shop.
    await expect(canvas.getByRole('link', { name: 'Atelier home' })).toHaveAttribute(
      'href',
      '/shop/home',
    );
    await expect(canvas.getByRole('link', { name: 'Back to shop' })).toHaveAttribute(
      'href',
      '/shop/home',
    );
  },
};

/** On a phone the welcome panel gives way, and the brand stays at the top with the way back. */
export const SmallScreen: Story = {
  ...phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('aside[aria-label="Welcome"]')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Atelier home' })).toHaveTextContent('Atelier');
    await expect(canvas.getByRole('link', { name: 'Atelier home' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to shop' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

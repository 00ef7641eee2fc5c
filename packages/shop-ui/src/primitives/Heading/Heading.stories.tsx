import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { lightTheme } from '../../theme';
import { Heading } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { children: 'Checkout' },
  argTypes: {
    variant: { control: 'select', options: ['page', 'section', 'subsection'] },
    level: { control: 'select', options: [1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  args: { variant: 'page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  },
};

export const Section: Story = {
  args: { variant: 'section', children: 'Delivery address' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delivery address' })).toBeVisible();
  },
};

export const Subsection: Story = {
  args: { variant: 'subsection', children: 'Reviews' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Reviews' })).toBeVisible();
  },
};

/** The level follows the outline, the variant the design: an h1 that looks like a section. */
export const LevelSeparateFromLook: Story = {
  args: { variant: 'section', level: 1, children: 'Sign in to your account' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Sign in to your account' });
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    // The section step of the type scale, smaller than a page title.
    await expect(getComputedStyle(heading).fontSize).toBe(
      `${parseFloat(lightTheme.fontSizes.xl) * rem}px`,
    );
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Heading variant="page">Page: Men</Heading>
      <Heading variant="section">Section: Feature Products</Heading>
      <Heading variant="subsection">Subsection: Reviews</Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading').map((heading) => heading.tagName)).toEqual([
      'H1',
      'H2',
      'H3',
    ]);
  },
};

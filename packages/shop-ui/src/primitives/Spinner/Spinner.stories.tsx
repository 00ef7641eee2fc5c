import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { lightTheme } from '../../theme';
import { hasReducedMotionRule } from '../motion/reducedMotion';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'select', options: Object.keys(lightTheme.iconSizes) } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading' });
    // Indeterminate: no value for assistive technology to read out.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    // The ring stops turning for reduced motion; the label still says what is happening.
    await expect(hasReducedMotionRule(spinner.firstElementChild as Element)).toBe(true);
  },
};

export const WithLabel: Story = {
  args: { label: 'Loading order details' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading order details' })).toBeVisible();
    await expect(canvas.queryByText('Loading order details')).toBeNull();
  },
};

export const VisibleLabel: Story = {
  args: { label: 'Searching', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Searching' })).toBeVisible();
    await expect(canvas.getByText('Searching')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Spinner size="sm" label="Small" />
      <Spinner size="md" label="Medium" />
      <Spinner size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
  },
};

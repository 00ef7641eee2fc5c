import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { lightTheme } from '../../theme';
import { hasReducedMotionRule, keyframesText } from '../motion/reducedMotion';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  argTypes: { radius: { control: 'select', options: Object.keys(lightTheme.radii) } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {
  args: { width: '60%' },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(skeleton).toBeInTheDocument();
    await expect(skeleton.getBoundingClientRect().height).toBeGreaterThan(0);
    // The shimmer moves a shine by transform, which the compositor animates without the main
    // thread; never the placeholder's own background, repainted on every frame.
    await expect(getComputedStyle(skeleton).animationName).toBe('none');
    await expect(keyframesText(getComputedStyle(skeleton, '::after').animationName)).toMatch(
      /transform/,
    );
    // The shimmer stops for reduced motion.
    await expect(hasReducedMotionRule(skeleton)).toBe(true);
  },
};

export const Pill: Story = { args: { width: '5rem', height: '2rem', radius: 'pill' } };

/** How a screen uses it: the container is busy and named, the placeholders are hidden. */
export const LoadingCard: Story = {
  render: () => (
    <section
      aria-busy="true"
      aria-label="Loading products"
      style={{ display: 'grid', gap: '0.5rem', maxWidth: '16rem' }}
    >
      <Skeleton height="12rem" />
      <Skeleton width="80%" />
      <Skeleton width="40%" />
    </section>
  ),
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Loading products' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  },
};

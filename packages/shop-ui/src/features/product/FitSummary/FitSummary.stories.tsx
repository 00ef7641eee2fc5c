import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FitSummary } from './FitSummary';

const meta = {
  title: 'Components/Product/FitSummary',
  component: FitSummary,
  args: {
    reviews: [{ fit: 'true' }, { fit: 'true' }, { fit: 'true' }, { fit: 'small' }, {}],
  },
} satisfies Meta<typeof FitSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The share is of the reviews that answered: three of four, the fifth said nothing on fit. */
export const MostTrueToSize: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Most say true to size: 75%')).toBeVisible();
    await expect(canvas.getByText('(4 answers)')).toBeVisible();
  },
};

export const MostRunSmall: Story = {
  args: { reviews: [{ fit: 'small' }, { fit: 'small' }, { fit: 'large' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Most say runs small: 67%')).toBeVisible();
  },
};

export const OneAnswer: Story = {
  args: { reviews: [{ fit: 'large' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Most say runs large: 100%')).toBeVisible();
    await expect(canvas.getByText('(1 answer)')).toBeVisible();
  },
};

/** No review answered on fit (or a backend without fit answers): nothing is said. */
export const NoAnswers: Story = {
  args: { reviews: [{}, {}] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('');
  },
};

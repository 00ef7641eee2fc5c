import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewList } from './ReviewList';

const reviews = fixtures.reviews.slice(0, 3);

const meta = {
  title: 'Components/Product/ReviewList',
  component: ReviewList,
  args: { reviews },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReviews: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const first = reviews[0];
    if (!first) throw new Error('fixture has no reviews');
    await expect(within(items[0] as HTMLElement).getByText(first.userName)).toBeVisible();
    await expect(
      within(items[0] as HTMLElement).getByRole('img', {
        name: `${first.reviewValue} out of 5 stars`,
      }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Reviews')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

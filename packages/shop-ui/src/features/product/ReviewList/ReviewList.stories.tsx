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

/** Extension `review-fit`: a buyer's review with its fit answer, and one without either. */
export const FitAndVerifiedBuyer: Story = {
  args: {
    reviews: [
      {
        _id: 'fit-1',
        productId: 'p',
        userId: 'u1',
        userName: 'Priya Sharma',
        reviewMessage: 'Ordered my usual M.',
        reviewValue: 5,
        fit: 'true',
        verifiedBuyer: true,
      },
      {
        _id: 'fit-2',
        productId: 'p',
        userId: 'u2',
        userName: 'Rohan Gupta',
        reviewMessage: 'Nice colour.',
        reviewValue: 4,
        verifiedBuyer: false,
      },
    ],
  },
  play: async ({ canvas }) => {
    const [buyer, other] = canvas.getAllByRole('listitem') as HTMLElement[];
    if (!buyer || !other) throw new Error('two reviews expected');
    await expect(within(buyer).getByText('Verified buyer')).toBeVisible();
    await expect(within(buyer).getByText('Fit: True to size')).toBeVisible();
    await expect(within(other).queryByText('Verified buyer')).toBeNull();
    await expect(within(other).queryByText(/^Fit:/)).toBeNull();
  },
};

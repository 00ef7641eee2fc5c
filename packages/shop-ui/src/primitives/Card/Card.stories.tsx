import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    style: { maxWidth: '18rem' },
    children: (
      <>
        <strong>Home</strong>
        <span>12 Park Street, Kolkata 700016</span>
        <span>Phone 9876543210</span>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12 Park Street, Kolkata 700016')).toBeVisible();
  },
};

export const AsArticle: Story = {
  args: {
    as: 'article',
    'aria-labelledby': 'card-title',
    children: (
      <>
        <Badge tone="red">Sale</Badge>
        <h3 id="card-title" style={{ margin: 0 }}>
          Classic Denim Jacket
        </h3>
        <Button size="sm">Add to cart</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Classic Denim Jacket' });
    await expect(article.tagName).toBe('ARTICLE');
  },
};

export const AsListItems: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: '1rem', padding: 0, margin: 0 }}>
      <Card {...args} as="li" />
      <Card {...args} as="li" />
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const NoPadding: Story = {
  args: {
    padding: 'none',
    children: <Skeleton height="10rem" radius="sm" />,
  },
};

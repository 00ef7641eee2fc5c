import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phone } from '../../../stories/support';
import { DEMO_TITLES, demoProduct } from '../../catalog/testing/productFixtures';
import { ProductGallery } from './ProductGallery';

const product = demoProduct(DEMO_TITLES.onSale);
const colour = product.colours?.[0]?.name;
const pictures = (product.pictures ?? []).filter((picture) => picture.colour === colour);

const meta = {
  title: 'Components/Product/ProductGallery',
  component: ProductGallery,
  args: { pictures, label: `Pictures of ${product.title}` },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every picture has its alt text and reserved size; the ones off screen wait (lazy). */
export const Pictures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [front, ...rest] = pictures;
    const shown = canvas.getByRole('img', { name: front?.alt });
    await expect(shown).toHaveAttribute('loading', 'eager');
    await expect(shown).toHaveAttribute('width', '800');
    await expect(shown).toHaveAttribute('height', '1000');
    for (const picture of rest) {
      await expect(canvas.getByRole('img', { name: picture.alt })).toHaveAttribute(
        'loading',
        'lazy',
      );
    }
  },
};

/** A thumbnail brings its picture into view and is marked as the current one. */
export const Thumbnails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumbs = canvas.getAllByRole('button', { name: /^Show picture/ });
    await expect(thumbs).toHaveLength(pictures.length);
    await expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(thumbs[2] as HTMLElement);
    await expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    await expect(thumbs[0]).toHaveAttribute('aria-current', 'false');
  },
};

/** Zoom by keyboard: the Zoom button is a toggle; pressing the picture does the same. */
export const Zoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [front] = pictures;
    const zoom = canvas.getByRole('button', { name: `Zoom in on ${front?.alt}` });
    await userEvent.tab();
    await expect(zoom).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('img', { name: front?.alt }).style.transform).toBe('scale(2)');
    await userEvent.click(canvas.getByRole('img', { name: front?.alt }));
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A backend without galleries: the cover alone, without thumbnails. */
export const OnePicture: Story = {
  args: { pictures: [{ url: product.image, alt: product.title }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: product.title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Show picture/ })).toBeNull();
  },
};

/** A phone swipes the strip; thumbnails are left out to keep the screen for the purchase. */
export const PhoneSwipe: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Show picture/ })).toBeNull();
    const strip = canvas.getByRole('list');
    await expect(getComputedStyle(strip).scrollSnapType).toContain('x');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { phone } from '../../../stories/support';
import { DEMO_TITLES, demoProduct } from '../../catalog/testing/productFixtures';
import {
  askedPictures,
  pictureHandlers,
  STORY_WIDTHS,
  servedPictures,
} from '../../catalog/testing/servedPictures';
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
    // A backend without widths: the one URL, no srcset.
    await expect(shown).not.toHaveAttribute('srcset');
    for (const picture of rest) {
      const later = canvas.getByRole('img', { name: picture.alt });
      await expect(later).toHaveAttribute('loading', 'lazy');
      await expect(later).not.toHaveAttribute('src');
    }
  },
};

const served = servedPictures({ ...product, pictures });

/**
 * Extension `picture-widths`: each picture in widths for the browser to choose from; the ones
 * off screen are not asked for until shown (the thumbnails ask for their small width only).
 */
export const ServedInWidths: Story = {
  args: { pictures: served.pictures ?? [] },
  parameters: { msw: { handlers: pictureHandlers } },
  beforeEach: () => {
    askedPictures.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [front, second] = served.pictures ?? [];
    const shown = canvas.getByRole('img', { name: front?.alt }) as HTMLImageElement;
    await expect(shown).toHaveAttribute(
      'srcset',
      STORY_WIDTHS.map((width) => `${front?.url}?w=${width} ${width}w`).join(', '),
    );
    await expect(shown).toHaveAttribute('sizes');
    await waitFor(() => expect(shown.currentSrc).toMatch(/\?w=\d+$/));
    const slide = canvas.getByRole('img', { name: second?.alt });
    await expect(slide).not.toHaveAttribute('src');
    const inStrip = (url = '') =>
      askedPictures.filter((asked) => asked.startsWith(`${url}?w=`) && !asked.endsWith('=320'));
    await expect(inStrip(second?.url)).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: /^Show picture 2 of/ }));
    await expect(slide).toHaveAttribute('srcset');
    await waitFor(() => expect(inStrip(second?.url)).not.toEqual([]));
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
    await expect(canvas.getByRole('img', { name: product.title })).not.toHaveAttribute('srcset');
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

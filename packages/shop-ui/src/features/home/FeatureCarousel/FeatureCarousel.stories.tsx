import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { expectNoSidewaysScroll, heldPicture, phone } from '../../../stories/support';
import { FeatureCarousel } from './FeatureCarousel';

const images = fixtures.featureImages;
const total = images.length;

/** Pretends the system asks for reduced motion, for one story. */
function preferReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = original.call(window, query);
    if (!query.includes('prefers-reduced-motion')) return list;
    // A live list that always matches; listeners go to the real one so cleanup stays symmetric.
    return {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: list.addEventListener.bind(list),
      removeEventListener: list.removeEventListener.bind(list),
      addListener: list.addListener.bind(list),
      removeListener: list.removeListener.bind(list),
      dispatchEvent: list.dispatchEvent.bind(list),
    } satisfies MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

const meta = {
  title: 'Components/Home/FeatureCarousel',
  component: FeatureCarousel,
  args: { images },
} satisfies Meta<typeof FeatureCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleSlide = (canvas: { getByRole: (role: string) => HTMLElement }) =>
  canvas.getByRole('group');

export const Rotating: Story = {
  // A short interval keeps the wait short; the 2.5 s default is the unit test's to check.
  args: { intervalMs: 300 },
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Featured collections' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(visibleSlide(canvas)).toHaveAccessibleName(`1 of ${total}`);
    await expect(visibleSlide(canvas)).toHaveAttribute('aria-roledescription', 'slide');
    // While rotating, the slides are not a live region (no announcement every 2.5 s).
    await expect(visibleSlide(canvas).parentElement).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(visibleSlide(canvas)).toHaveAccessibleName(`2 of ${total}`));
  },
};

/** 'Shop now' is a real link to the listing, and so is a press on the picture. */
export const ShopNow: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      '/shop/listing',
    );
    const picture = canvas.getByRole('img', { name: 'Featured collection 1' });
    await expect(picture.closest('a')).toHaveAttribute('href', '/shop/listing');
    // Not a second tab stop: keyboard users have 'Shop now'.
    await expect(picture.closest('a')).toHaveAttribute('tabindex', '-1');
  },
};

/** A host can send each slide somewhere of its own. */
export const ShopNowWhereTheImagePoints: Story = {
  args: { hrefFor: (image) => `/shop/listing?feature=${image._id}` },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      `/shop/listing?feature=${args.images[0]?._id}`,
    );
  },
};

/**
 * On a phone the picture gets a taller frame (the banner's words stay readable) and the
 * controls sit below it, covering nothing.
 */
export const SmallScreen: Story = {
  ...phone,
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: 'Featured collection 1' });
    await waitFor(() => expect(picture.getBoundingClientRect().height).toBeGreaterThan(0));
    const frame = picture.getBoundingClientRect();
    // Taller than the 8:3 banner would be at this width.
    await expect(frame.height).toBeGreaterThan((frame.width * 3) / 8 + 1);
    for (const name of ['Stop automatic slide show', 'Previous slide', 'Next slide']) {
      const control = canvas.getByRole('button', { name }).getBoundingClientRect();
      const overlaps =
        control.left < frame.right &&
        control.right > frame.left &&
        control.top < frame.bottom &&
        control.bottom > frame.top;
      await expect(overlaps).toBe(false);
    }
    await expect(canvas.getByRole('link', { name: 'Shop now' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

export const PreviousAndNext: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(visibleSlide(canvas)).toHaveAccessibleName(`2 of ${total}`);
    // Interacting holds the rotation, and the slides become a polite live region.
    await expect(visibleSlide(canvas).parentElement).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(visibleSlide(canvas)).toHaveAccessibleName(`${total} of ${total}`);
    await userEvent.keyboard('{Enter}');
    await expect(visibleSlide(canvas)).toHaveAccessibleName(`${total - 1} of ${total}`);
  },
};

export const Pause: Story = {
  args: { intervalMs: 300 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    const play = canvas.getByRole('button', { name: 'Start automatic slide show' });
    // Leave the carousel so only the pause holds it still.
    await userEvent.unhover(play);
    await userEvent.tab({ shift: true });
    await userEvent.click(document.body);
    // Paused: not rotating (the slides are a live region only then; no timer runs, which the
    // hook's fake-timer test proves), and still on the first slide.
    await expect(visibleSlide(canvas).parentElement).toHaveAttribute('aria-live', 'polite');
    await expect(visibleSlide(canvas)).toHaveAccessibleName(`1 of ${total}`);
    // Play again resumes rotation once the pointer leaves.
    await userEvent.click(play);
    await userEvent.unhover(play);
    await userEvent.click(document.body);
    await waitFor(() =>
      expect(visibleSlide(canvas).parentElement).toHaveAttribute('aria-live', 'off'),
    );
    await waitFor(() => expect(visibleSlide(canvas)).toHaveAccessibleName(`2 of ${total}`));
  },
};

export const ReducedMotion: Story = {
  beforeEach: preferReducedMotion,
  play: async ({ canvas }) => {
    // Nothing moves by itself: the control offers to start, and the slides are not rotating.
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await expect(visibleSlide(canvas).parentElement).toHaveAttribute('aria-live', 'polite');
    await expect(visibleSlide(canvas)).toHaveAccessibleName(`1 of ${total}`);
    // The buttons still work.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(visibleSlide(canvas)).toHaveAccessibleName(`2 of ${total}`);
  },
};

const firstBanner = heldPicture('first-banner');

/**
 * The hidden slides' pictures wait for the first one, the page's largest, so on a slow link they
 * do not share its bandwidth; once it is here they load too, ready before their turn.
 */
export const HiddenSlidesWaitForTheFirst: Story = {
  args: {
    images: images.map((slide, index) =>
      index === 0 ? { ...slide, image: firstBanner.url } : slide,
    ),
    intervalMs: 60_000,
  },
  beforeEach({ msw }) {
    msw.use(firstBanner.handler);
  },
  play: async ({ canvas, canvasElement }) => {
    const pictures = () => [...canvasElement.querySelectorAll('img')];
    await expect(canvas.getByRole('img', { name: 'Featured collection 1' })).toHaveAttribute(
      'src',
      firstBanner.url,
    );
    await expect(pictures()).toHaveLength(1);
    firstBanner.release();
    await waitFor(() => expect(pictures()).toHaveLength(total));
  },
};

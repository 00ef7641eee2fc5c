import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'Featured collections' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(visibleSlide(canvas)).toHaveAccessibleName(`1 of ${total}`);
    await expect(visibleSlide(canvas)).toHaveAttribute('aria-roledescription', 'slide');
    // While rotating, the slides are not a live region (no announcement every 2.5 s).
    await expect(visibleSlide(canvas).parentElement).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(visibleSlide(canvas)).toHaveAccessibleName(`2 of ${total}`), {
      timeout: 4000,
    });
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
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    const play = canvas.getByRole('button', { name: 'Start automatic slide show' });
    // Leave the carousel so only the pause holds it still.
    await userEvent.unhover(play);
    await userEvent.tab({ shift: true });
    await userEvent.click(document.body);
    await sleep(3000);
    await expect(visibleSlide(canvas)).toHaveAccessibleName(`1 of ${total}`);
    await expect(visibleSlide(canvas).parentElement).toHaveAttribute('aria-live', 'polite');
    // Play again resumes rotation once the pointer leaves.
    await userEvent.click(play);
    await userEvent.unhover(play);
    await userEvent.click(document.body);
    await waitFor(() => expect(visibleSlide(canvas)).toHaveAccessibleName(`2 of ${total}`), {
      timeout: 4000,
    });
  },
};

export const ReducedMotion: Story = {
  beforeEach: preferReducedMotion,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await sleep(3000);
    await expect(visibleSlide(canvas)).toHaveAccessibleName(`1 of ${total}`);
    await expect(visibleSlide(canvas).parentElement).toHaveAttribute('aria-live', 'polite');
    // The buttons still work.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(visibleSlide(canvas)).toHaveAccessibleName(`2 of ${total}`);
  },
};

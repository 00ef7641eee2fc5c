import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectNoSidewaysScroll, phone } from '../../../stories/support';
import { DemoNotice, NOTICE_DISMISSED_KEY } from './DemoNotice';

/** A storage of the story's own, so one story's dismissal never leaks into another. */
const storage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
};

const meta = {
  title: 'Demo/DemoNotice',
  component: DemoNotice,
  args: { onReset: fn(), verificationCode: '123456' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: the notice, open, names the demo accounts and offers a reset. */
export const FirstVisit: Story = {
  args: { storage: storage() },
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('region', { name: 'Demo data' });
    await expect(notice).toHaveTextContent(
      'This shop runs in your browser on sample data: nothing is sent, charged or delivered.',
    );
    await expect(notice).toHaveTextContent('shopper@atelier.test / Shopper123');
    await expect(notice).toHaveTextContent('verified with the code 123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset demo data' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss demo notice' }));
    await expect(canvas.getByRole('button', { name: 'Demo data' })).toHaveFocus();
  },
};

/** A later visit after a dismissal: only the small button, which opens the notice again. */
export const Dismissed: Story = {
  args: { storage: storage({ [NOTICE_DISMISSED_KEY]: '1' }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/runs in your browser/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Demo data' }));
    await expect(canvas.getByRole('heading', { name: 'Demo data' })).toHaveFocus();
  },
};

/** On a phone the notice keeps inside the screen. */
export const Phone: Story = {
  ...phone,
  args: { storage: storage() },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'Demo data' });
    await expect(notice.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysScroll();
  },
};

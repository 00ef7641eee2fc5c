import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { type ToastOptions, ToastProvider, useToast } from './index';
import { ToastRegion } from './ToastRegion';

function Trigger(props: ToastOptions) {
  const { toast } = useToast();
  return <Button onPress={() => toast(props)}>Show toast</Button>;
}

function ToastDemo({ duration, ...props }: ToastOptions & { duration?: number }) {
  return (
    <ToastProvider duration={duration}>
      <Trigger {...props} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  // The demo brings its own provider so it can set a short duration.
  parameters: { toastProvider: false },
  args: { title: 'Product added to cart successfully' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** A failure as it rests on screen, shown at first paint (the other stories raise theirs). */
export const Shown: Story = {
  render: () => (
    <ToastRegion
      toasts={[
        {
          id: 1,
          title: 'Payment failed',
          description: 'Please try another payment method',
          variant: 'destructive',
        },
      ]}
      duration={60_000}
      onDismiss={fn()}
    />
  ),
  play: async () => {
    const toast = await page().findByRole('alert');
    await expect(toast).toHaveTextContent('Payment failed');
    await expect(page().getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
  },
};

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await page().findByRole('status');
    await expect(toast).toHaveTextContent('Product added to cart successfully');
  },
};

export const Destructive: Story = {
  args: {
    title: 'Payment failed',
    description: 'Please try another payment method',
    variant: 'destructive',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await page().findByRole('alert');
    await expect(toast).toHaveTextContent('Payment failed');
    await expect(toast).toHaveTextContent('Please try another payment method');
  },
};

export const OneAtATime: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Show toast' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(page().getAllByRole('status')).toHaveLength(1);
  },
};

export const DismissAndAutoClose: Story = {
  args: { duration: 400 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Show toast' });
    await userEvent.click(button);
    await userEvent.click(await page().findByRole('button', { name: 'Dismiss notification' }));
    await expect(page().queryByRole('status')).toBeNull();
    await userEvent.click(button);
    await page().findByRole('status');
    await waitFor(() => expect(page().queryByRole('status')).toBeNull(), { timeout: 2000 });
  },
};

export const F8FocusesNotifications: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await page().findByRole('status');
    await userEvent.keyboard('{F8}');
    const region = page().getByRole('region', { name: 'Notifications (F8)' });
    await expect(region).toHaveFocus();
    await userEvent.tab();
    await expect(page().getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
  },
};

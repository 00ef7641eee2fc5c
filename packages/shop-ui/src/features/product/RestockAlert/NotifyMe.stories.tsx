import { SERVER_MESSAGES } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone } from '../../../stories/support';
import { NotifyMe, type NotifyOutcome, type NotifyRequest } from './NotifyMe';

const M = SERVER_MESSAGES.restockAlerts;

const meta = {
  title: 'Components/Product/NotifyMe',
  component: NotifyMe,
  args: {
    sizes: ['S', 'L'],
    isGuest: false,
    subscribed: [],
    onNotify: fn(
      async ({ size }: NotifyRequest): Promise<NotifyOutcome> => ({
        status: 'active',
        message: M.subscribed(size),
      }),
    ),
    onStop: fn(),
  },
} satisfies Meta<typeof NotifyMe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in shopper: the first sold-out size is chosen, one press asks for the alert. */
export const SoldOutSize: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Notify me when it is back' })).toBeVisible();
    const sizes = canvas.getByRole('radiogroup', { name: 'Sold out' });
    await expect(within(sizes).getByRole('radio', { name: 'S' })).toBeChecked();
    await userEvent.click(within(sizes).getByRole('radio', { name: 'L' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(args.onNotify).toHaveBeenCalledWith({ size: 'L' });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We will e-mail you when L is back.',
    );
  },
};

/** A guest gives an address; a missing or malformed one is named before anything is sent. */
export const GuestEmail: Story = {
  args: {
    isGuest: true,
    onNotify: fn(
      async (_request: NotifyRequest): Promise<NotifyOutcome> => ({
        status: 'pending',
        message: M.confirmationSent,
      }),
    ),
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Notify me' });
    await userEvent.click(button);
    await expect(canvas.getByText('Enter your e-mail address')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(field, 'nia@example');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Enter an e-mail address like name@example.com')).toBeVisible();
    await expect(args.onNotify).not.toHaveBeenCalled();
    await userEvent.type(field, '.com');
    await userEvent.click(button);
    await expect(args.onNotify).toHaveBeenCalledWith({ size: 'S', email: 'nia@example.com' });
    await expect(canvas.getByRole('status')).toHaveTextContent(M.confirmationSent);
  },
};

/** Sizes in a colour: the shopper already waits for S in Navy and may stop that alert. */
export const Subscribed: Story = {
  args: { colour: 'Navy', subscribed: ['S'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('We will e-mail you when S in Navy is back.')).toBeVisible();
    const sizes = canvas.getByRole('radiogroup', { name: 'Sold out in Navy' });
    await expect(within(sizes).queryByRole('radio', { name: 'S' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop the alert for S in Navy' }));
    await expect(args.onStop).toHaveBeenCalledWith('S');
  },
};

/** Every sold-out size has an alert: nothing left to ask for. */
export const AllSubscribed: Story = {
  args: { subscribed: ['S', 'L'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We will e-mail you when L is back.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Notify me' })).toBeNull();
  },
};

/** The backend refused: its message stays beside the form, and what was typed stays. */
export const Refused: Story = {
  args: {
    isGuest: true,
    onNotify: fn(
      async (_request: NotifyRequest): Promise<NotifyOutcome> => ({
        status: 'error',
        message: M.tooMany,
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'nia@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.tooMany);
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('nia@example.com');
  },
};

export const Phone: Story = {
  ...phone,
  args: { isGuest: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notify me' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await expect(
      canvas.getByText('We will send you a link to confirm the alert first.'),
    ).toBeVisible();
  },
};

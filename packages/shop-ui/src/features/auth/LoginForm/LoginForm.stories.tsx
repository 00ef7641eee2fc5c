import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withAuthPage } from '../stories/support';
import { LoginForm } from './LoginForm';

/** The form without data wiring, for teams that bring their own: it only emits events. */
const meta = {
  title: 'Components/Auth/LoginForm',
  component: LoginForm,
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthPage],
  args: {
    values: { email: 'shopper@atelier.test', password: '' },
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmitsEvents: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'x');
    await expect(args.onChange).toHaveBeenCalledWith('password', 'x');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const WithFieldErrors: Story = {
  args: { errors: { email: 'Please enter a valid email address' } },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

export const Pending: Story = {
  args: { isPending: true, values: { email: 'shopper@atelier.test', password: 'Shopper123' } },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign In' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

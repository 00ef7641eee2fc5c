import { VALIDATION } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', autoComplete: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'shopper@atelier.test');
    await expect(input).toHaveValue('shopper@atelier.test');
    await expect(args.onChange).toHaveBeenLastCalledWith('shopper@atelier.test');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Password',
    type: 'password',
    name: 'password',
    autoComplete: 'new-password',
    description: 'At least 8 characters with letters and numbers.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters with letters and numbers.',
    );
  },
};

export const Invalid: Story = {
  args: {
    label: 'Password',
    type: 'password',
    name: 'password',
    autoComplete: 'new-password',
    defaultValue: 'short',
    errorMessage: VALIDATION.password,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(VALIDATION.password);
  },
};

/** Without an errorMessage, the browser's own message shows once a submit fails. */
export const Required: Story = {
  args: { isRequired: true },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} />
      <Button type="submit">Sign In</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(input).toBeInvalid();
    await expect(input).not.toHaveAccessibleDescription('');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'shopper@atelier.test' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Multiline: Story = {
  args: { label: 'Notes', type: undefined, name: 'notes', autoComplete: 'off', multiline: true },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'Ring the bell{Enter}Second floor');
    await expect(area).toHaveValue('Ring the bell\nSecond floor');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('shopper@atelier.testx{Backspace}');
    await expect(input).toHaveValue('shopper@atelier.test');
  },
};

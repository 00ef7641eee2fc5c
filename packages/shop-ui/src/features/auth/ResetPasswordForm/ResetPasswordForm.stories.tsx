import { VALIDATION } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withAuthPage } from '../stories/support';
import { ResetPasswordForm } from './ResetPasswordForm';

const meta = {
  title: 'Components/Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthPage],
  args: {
    values: { newPassword: 'NewPass2024', confirmPassword: 'NewPass2025' },
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MismatchShownOnField: Story = {
  args: { errors: { confirmPassword: VALIDATION.passwordsMismatch } },
  play: async ({ canvas }) => {
    const confirm = canvas.getByLabelText('Confirm Password');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    await expect(canvas.getByLabelText('New Password')).not.toHaveAttribute('aria-invalid');
  },
};

import { AUTH, RESET_REDIRECT_DELAY_MS, SERVER_MESSAGES, VALIDATION } from '@atelier/api-client';
import { MOCK_RESET_TOKEN } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  authRequests,
  expectErrorToast,
  expectNoAuthRequest,
  expectOneAuthRequest,
  expectToast,
  navigate,
  page,
  spyOnAuth,
  withAuthPage,
} from '../stories/support';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const meta = {
  title: 'Screens/Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthPage],
  beforeEach: spyOnAuth,
  args: { token: MOCK_RESET_TOKEN },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mock backend resets the account that last asked for a link, as the real one would. */
async function requestResetLink() {
  await fetch('/api/auth/forgot-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'shopper@atelier.test' }),
  });
  authRequests.mockClear();
}

export const WithToken: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(canvas.getByText('Enter your new password below.')).toBeVisible();
    await expect(canvas.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await requestResetLink();
    await userEvent.type(canvas.getByLabelText('New Password'), 'NewPass2024');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'NewPass2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expectToast(SERVER_MESSAGES.auth.resetDone);
    const shownAt = performance.now();
    await expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/login'), {
      timeout: RESET_REDIRECT_DELAY_MS + 1500,
    });
    await expect(performance.now() - shownAt).toBeGreaterThan(RESET_REDIRECT_DELAY_MS - 200);
    await expectOneAuthRequest('/api/auth/reset-password');
  },
};

export const ServerFailure: Story = {
  args: { token: 'expired-token' },
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('New Password');
    await userEvent.type(password, 'NewPass2024');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'NewPass2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expectErrorToast(SERVER_MESSAGES.auth.resetInvalid);
    // The form stays, with what was typed, and nothing navigates.
    await expect(password).toHaveValue('NewPass2024');
    // No redirect is on its way: a success would hold the button pending until it happens.
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).not.toHaveAttribute(
      'data-pending',
    );
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New Password'), 'NewPass2024');
    const confirm = canvas.getByLabelText('Confirm Password');
    await userEvent.type(confirm, 'NewPass2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expectErrorToast('Passwords do not match');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription(VALIDATION.passwordsMismatch);
    await expectNoAuthRequest();
  },
};

export const WeakPassword: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('New Password');
    await userEvent.type(password, 'short1');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'short1');
    await userEvent.keyboard('{Enter}');
    await expectErrorToast(
      'Password must be at least 8 characters and include letters and numbers.',
    );
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(VALIDATION.password);
    await expectNoAuthRequest();
  },
};

export const WithoutToken: Story = {
  args: { token: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Invalid Reset Link' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('The password reset link is invalid or has expired.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    await expect(canvas.queryByRole('button', { name: 'Reset Password' })).toBeNull();
    // Raised once, even though StrictMode runs the effect twice (both runs are over by now).
    await expectErrorToast(AUTH.invalidResetLink);
    await expect(page().getAllByRole('alert')).toHaveLength(1);
  },
};

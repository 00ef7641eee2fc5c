import { SERVER_MESSAGES, VALIDATION } from '@atelier/api-client';
import { MOCK_OTP } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  expectErrorToast,
  expectNoAuthRequest,
  expectOneAuthRequest,
  expectToast,
  navigate,
  spyOnAuth,
  withAuthPage,
} from '../stories/support';
import { VerifyOtpScreen } from './VerifyOtpScreen';

const meta = {
  title: 'Screens/Auth/VerifyOtpScreen',
  component: VerifyOtpScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthPage],
  beforeEach: spyOnAuth,
  // The account the mock backend holds as registered but not yet verified.
  args: { email: 'unverified@atelier.test' },
} satisfies Meta<typeof VerifyOtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'unverified@atelier.test',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    const otp = canvas.getByRole('textbox', { name: 'OTP Code' });
    await expect(otp).toHaveAttribute('inputmode', 'numeric');
    await expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};

export const InvalidLength: Story = {
  play: async ({ canvas }) => {
    const otp = canvas.getByRole('textbox', { name: 'OTP Code' });
    await userEvent.type(otp, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    await expectErrorToast('OTP must be 6 digits');
    await expect(otp).toHaveAttribute('aria-invalid', 'true');
    await expect(otp).toHaveAccessibleDescription(VALIDATION.otp);
    await expectNoAuthRequest();
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'OTP Code' }), MOCK_OTP);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    await expectToast('Email verified successfully');
    await expect(navigate).toHaveBeenCalledWith('/auth/login');
    await expectOneAuthRequest('/api/auth/verify-otp');
  },
};

/** Registered from checkout: login, and then checkout, come next. */
export const SuccessKeepsTheReturnPath: Story = {
  args: { redirect: '/shop/checkout' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fshop%2Fcheckout',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'OTP Code' }), MOCK_OTP);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    await expectToast('Email verified successfully');
    await expect(navigate).toHaveBeenCalledWith('/auth/login?redirect=%2Fshop%2Fcheckout');
  },
};

export const WrongCode: Story = {
  play: async ({ canvas }) => {
    const otp = canvas.getByRole('textbox', { name: 'OTP Code' });
    await userEvent.type(otp, '654321');
    await userEvent.keyboard('{Enter}');
    await expectErrorToast(SERVER_MESSAGES.auth.otpInvalid);
    await expect(navigate).not.toHaveBeenCalled();
    await expect(otp).toHaveValue('654321');
  },
};

export const ResendWithoutEmail: Story = {
  args: { email: undefined },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expectErrorToast('Please enter your email first');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(VALIDATION.resendNeedsEmail);
    await expectNoAuthRequest();
  },
};

export const ResendSuccess: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expectToast(SERVER_MESSAGES.auth.otpResent);
    await expectOneAuthRequest('/api/auth/resend-otp');
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const ResendForVerifiedAccount: Story = {
  args: { email: 'shopper@atelier.test' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    // The same answer as for any address, so the form cannot tell whether an account exists.
    await expectToast(SERVER_MESSAGES.auth.otpResent);
  },
};

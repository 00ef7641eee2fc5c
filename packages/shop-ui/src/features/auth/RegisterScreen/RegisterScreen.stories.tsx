import { AUTH, VALIDATION } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectErrorToast,
  expectNoAuthRequest,
  expectOneAuthRequest,
  expectToast,
  navigate,
  page,
  spyOnAuth,
  withAuthPage,
} from '../stories/support';
import { RegisterScreen } from './RegisterScreen';

const meta = {
  title: 'Screens/Auth/RegisterScreen',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthPage],
  beforeEach: spyOnAuth,
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Create new account' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'User Name' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};

export const WeakPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'User Name' }), 'Asha Rao');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha@atelier.test');
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    // Said once, on the field (a screen reader hears it there), not again in a toast.
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(VALIDATION.password);
    await expect(
      canvas.getByText('Password must be at least 8 characters and include letters and numbers.'),
    ).toBeVisible();
    await expect(
      within(page().getByRole('region', { name: 'Notifications (F8)' })).queryByRole('alert'),
    ).toBeNull();
    await expectNoAuthRequest();
    await expect(navigate).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@atelier.test');
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'User Name' }), 'Asha Rao');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha+new@atelier.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'Welcome2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const toast = await expectToast(AUTH.registerSuccess);
    await expect(toast).toHaveTextContent('Please check your email for the verification code.');
    await expect(navigate).toHaveBeenCalledWith('/auth/verify-otp?email=asha%2Bnew%40atelier.test');
    await expectOneAuthRequest('/api/auth/register');
  },
};

/** A guest sent here from checkout keeps the way back through verify-otp and login. */
export const CarriesTheReturnPath: Story = {
  args: { redirect: '/shop/checkout' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fshop%2Fcheckout',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'User Name' }), 'Asha Rao');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha+back@atelier.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'Welcome2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expectToast(AUTH.registerSuccess);
    await expect(navigate).toHaveBeenCalledWith(
      '/auth/verify-otp?email=asha%2Bback%40atelier.test&redirect=%2Fshop%2Fcheckout',
    );
  },
};

export const EmailAlreadyRegistered: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'User Name' }), 'Priya');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'shopper@atelier.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'Shopper123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expectErrorToast('User already exists with the same email! Please try again');
    await expect(navigate).not.toHaveBeenCalled();
  },
};

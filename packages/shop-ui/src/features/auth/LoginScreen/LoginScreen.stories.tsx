import { AUTH, NETWORK_ERROR_MESSAGE, SERVER_MESSAGES } from '@atelier/api-client';
import { scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  authRequests,
  expectErrorToast,
  expectOneAuthRequest,
  expectToast,
  navigate,
  spyOnAuth,
  withAuthPage,
} from '../stories/support';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/Auth/LoginScreen',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthPage],
  beforeEach: spyOnAuth,
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const SHOPPER = { email: 'shopper@atelier.test', password: 'Shopper123' };

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  },
};

export const SuccessDemoShopper: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), SHOPPER.email);
    await userEvent.type(canvas.getByLabelText('Password'), SHOPPER.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectToast(SERVER_MESSAGES.auth.loggedIn);
    // To the gate, replacing the login page in the history.
    await expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    await expectOneAuthRequest('/api/auth/login');
  },
};

/** Asked to sign in from checkout (or any page): back there afterwards. */
export const ReturnsToThePageItCameFrom: Story = {
  args: { redirect: '/shop/checkout' },
  play: async ({ canvas }) => {
    // Registering instead keeps the way back too.
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register?redirect=%2Fshop%2Fcheckout',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), SHOPPER.email);
    await userEvent.type(canvas.getByLabelText('Password'), SHOPPER.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectToast(SERVER_MESSAGES.auth.loggedIn);
    await expect(navigate).toHaveBeenCalledWith('/shop/checkout', { replace: true });
  },
};

/** A return path that leaves the site is ignored: the person goes to the gate. */
export const IgnoresAnotherSite: Story = {
  args: { redirect: '//evil.example/login' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), SHOPPER.email);
    await userEvent.type(canvas.getByLabelText('Password'), SHOPPER.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectToast(SERVER_MESSAGES.auth.loggedIn);
    await expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, SHOPPER.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'WrongPass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectErrorToast(SERVER_MESSAGES.auth.badCredentials);
    await expect(navigate).not.toHaveBeenCalled();
    // What the person typed stays, so they only fix the password.
    await expect(email).toHaveValue(SHOPPER.email);
  },
};

export const UnverifiedAccount: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'unverified@atelier.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'Pending123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectErrorToast(SERVER_MESSAGES.auth.unverified);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** The server failed without saying why: the spec's retry sentence. */
export const FailureWithoutMessage: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ success: false }, { status: 500 })),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), SHOPPER.email);
    await userEvent.type(canvas.getByLabelText('Password'), SHOPPER.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectErrorToast(AUTH.loginFailedRetry);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError(500, 'auth'));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), SHOPPER.email);
    await userEvent.type(canvas.getByLabelText('Password'), SHOPPER.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectErrorToast(SERVER_MESSAGES.common.internalError);
  },
};

export const Offline: Story = {
  parameters: { msw: { handlers: { auth: scenarios.networkFailure('auth') } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), SHOPPER.email);
    await userEvent.type(canvas.getByLabelText('Password'), SHOPPER.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectErrorToast(NETWORK_ERROR_MESSAGE);
  },
};

/** While the request runs the button shows it, and pressing again sends nothing more. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/auth/login', async () => {
        await delay(800);
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), SHOPPER.email);
    await userEvent.type(canvas.getByLabelText('Password'), SHOPPER.password);
    const button = canvas.getByRole('button', { name: 'Sign In' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
    await expect(canvas.getByRole('progressbar', { name: 'Signing in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBe(button);
    await userEvent.click(button);
    await userEvent.type(canvas.getByLabelText('Password'), '{Enter}');
    await expectToast(SERVER_MESSAGES.auth.loggedIn);
    await expect(authRequests).toHaveBeenCalledTimes(1);
    await expect(button).not.toHaveAttribute('data-pending');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Tab to each field, type, press Enter: no pointer needed. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    // The way back to the shop comes first: the logo, then 'Back to shop'.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Atelier home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to shop' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard(SHOPPER.email);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.keyboard(SHOPPER.password);
    await userEvent.keyboard('{Enter}');
    await expectToast(SERVER_MESSAGES.auth.loggedIn);
    await expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  },
};

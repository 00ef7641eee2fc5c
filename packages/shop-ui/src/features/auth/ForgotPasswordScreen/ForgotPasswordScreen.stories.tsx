import { FIELD_PROBLEMS, SERVER_MESSAGES } from '@atelier/api-client';
import { scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  expectErrorToast,
  expectOneAuthRequest,
  expectToast,
  spyOnAuth,
  withAuthPage,
} from '../stories/support';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const meta = {
  title: 'Screens/Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthPage],
  beforeEach: spyOnAuth,
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  },
};

export const Sent: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'shopper@atelier.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expectToast(SERVER_MESSAGES.auth.resetLinkSent);
    await expectOneAuthRequest('/api/auth/forgot-password');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'not-an-email');
    await userEvent.keyboard('{Enter}');
    await expectErrorToast(SERVER_MESSAGES.common.invalidField('email', FIELD_PROBLEMS.email));
    await expect(email).toHaveValue('not-an-email');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError(500, 'auth'));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'shopper@atelier.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expectErrorToast(SERVER_MESSAGES.common.internalError);
  },
};

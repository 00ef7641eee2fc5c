import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { htmlPart, MailPreview } from './MailPreview';

const meta = {
  title: 'Server/Mail templates',
  component: MailPreview,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VerificationCode: Story = {
  args: { template: 'otp', data: { userName: 'Nia', code: '482913', validMinutes: 10 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Your Atelier verification code: 482913' }),
    ).toBeVisible();
    const html = await htmlPart(canvasElement);
    await expect(html.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
    await expect(html.getByText('Hello Nia,')).toBeVisible();
    await expect(html.getByText('482913')).toBeVisible();
    await expect(html.getByText('It is valid for 10 minutes and can be used once.')).toBeVisible();
    await expect(canvas.getByText(/Your verification code is 482913\./)).toBeVisible();
  },
};

export const PasswordReset: Story = {
  args: {
    template: 'reset',
    data: {
      userName: 'Nia',
      link: 'https://shop.example/auth/reset-password?token=abc123',
      validMinutes: 30,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const html = await htmlPart(canvasElement);
    await expect(html.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(html.getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      'https://shop.example/auth/reset-password?token=abc123',
    );
    await expect(html.getByText('The link is valid for 30 minutes and works once.')).toBeVisible();
    await expect(
      canvas.getByText(/https:\/\/shop\.example\/auth\/reset-password\?token=abc123/),
    ).toBeVisible();
  },
};

/** A name someone typed as markup shows as the text it is, in the HTML part too. */
export const NameWithMarkup: Story = {
  args: {
    template: 'otp',
    data: { userName: '<img src=x onerror=alert(1)>', code: '100200', validMinutes: 10 },
  },
  play: async ({ canvasElement }) => {
    const html = await htmlPart(canvasElement);
    await expect(html.getByText('Hello <img src=x onerror=alert(1)>,')).toBeVisible();
    const frame = within(canvasElement).getByTitle('HTML part') as HTMLIFrameElement;
    await expect(frame.contentDocument?.querySelector('img')).toBeNull();
  },
};

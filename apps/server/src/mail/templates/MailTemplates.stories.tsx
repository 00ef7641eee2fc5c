import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MAIL_TEMPLATES, type MailTemplateName, type RenderedMail } from '.';

interface MailPreviewProps {
  /** Which template. */
  template: MailTemplateName;
  /** The data the outbox would hand it. */
  data: Record<string, unknown>;
}

/**
 * One e-mail as its recipient would get it: the subject, the HTML part in a frame of its own
 * (as a mail client shows it, apart from the page) and the plain-text part.
 */
function MailPreview({ template, data }: MailPreviewProps) {
  const render = MAIL_TEMPLATES[template] as (data: unknown) => RenderedMail;
  const mail = render(data);
  return (
    <article aria-label="E-mail preview">
      <h1>{mail.subject}</h1>
      <iframe
        title="HTML part"
        srcDoc={mail.html}
        style={{ border: 0, width: '100%', height: '36rem' }}
      />
      <h2>Plain text</h2>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{mail.text}</pre>
    </article>
  );
}

const meta = {
  title: 'Server/Mail templates',
  component: MailPreview,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The document inside the HTML part's frame, once it has loaded. */
async function htmlPart(canvasElement: HTMLElement) {
  const frame = within(canvasElement).getByTitle('HTML part') as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('Atelier'));
  return within(frame.contentDocument?.body as HTMLElement);
}

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

import { expect, waitFor, within } from 'storybook/test';
import { MAIL_TEMPLATES, type MailTemplateName, type RenderedMail } from '.';

/** Storybook only: how the mail stories show a template and read its HTML part. */

export interface MailPreviewProps {
  /** Which template. */
  template: MailTemplateName;
  /** The data the outbox would hand it. */
  data: Record<string, unknown>;
}

/**
 * One e-mail as its recipient would get it: the subject, the HTML part in a frame of its own
 * (as a mail client shows it, apart from the page) and the plain-text part.
 */
export function MailPreview({ template, data }: MailPreviewProps) {
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

/** The document inside the HTML part's frame, once it has loaded. */
export async function htmlPart(canvasElement: HTMLElement) {
  const frame = within(canvasElement).getByTitle('HTML part') as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('Atelier'));
  return within(frame.contentDocument?.body as HTMLElement);
}

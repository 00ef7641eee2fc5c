import { SERVER_MESSAGES } from '@atelier/api-client';
import { scenarios } from '@atelier/api-client/mocks';
import { useExtensions, useSession } from '@atelier/api-client/swr';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DEMO_TITLES, demoProduct } from '../../catalog/testing/productFixtures';
import { RestockAlert } from './RestockAlert';

const M = SERVER_MESSAGES.restockAlerts;

// S and L of this jacket are sold out in Navy (the shared demo data).
const product = demoProduct(DEMO_TITLES.partialSizes);
const navy = product.colours?.find((colour) => colour.name === 'Navy');
if (!navy) throw new Error('the demo jacket comes in Navy');

/** Says when the session and the extensions are known, so the story checks after both. */
function BackendAnswered() {
  const extensions = useExtensions();
  const session = useSession();
  return extensions.isKnown && session.data !== undefined ? <p>The backend has answered</p> : null;
}

const meta = {
  title: 'Components/Product/RestockAlert',
  component: RestockAlert,
  args: { product, colour: 'Navy', sizes: navy.sizes },
} satisfies Meta<typeof RestockAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in shopper: one press, and the line says what will happen. */
export const SignedIn: Story = {
  parameters: { session: 'shopper' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notify me' }));
    await expect(await canvas.findByText(M.subscribed('S in Navy'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Stop the alert for S in Navy' }),
    ).toBeVisible();
  },
};

/** A guest: the backend mails a confirmation link before the alert is on. */
export const Guest: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'nia@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(await canvas.findByText(M.confirmationSent)).toBeVisible();
  },
};

/** The backend's refusal is shown as it words it. */
export const TooManyRequests: Story = {
  parameters: {
    msw: {
      handlers: {
        restockAlerts: http.post('*/api/shop/restock-alerts', () =>
          HttpResponse.json({ success: false, message: M.tooMany }, { status: 429 }),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'nia@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(M.tooMany));
  },
};

/** A backend that honours only spec section 7 has no alerts: no Notify me at all. */
export const PlainContract: Story = {
  args: { colour: null, sizes: product.sizes },
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.plainContract({ signedInAs: 'shopper' }));
  },
  decorators: [
    (Story) => (
      <>
        <BackendAnswered />
        <Story />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The backend has answered')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Notify me' })).toBeNull();
    await expect(canvas.queryByText('Notify me when it is back')).toBeNull();
  },
};

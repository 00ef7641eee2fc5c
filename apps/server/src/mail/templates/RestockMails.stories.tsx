import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { htmlPart, MailPreview } from './MailPreview';

/** Extension restock-alerts: the guest's confirmation link and the alert itself. */
const meta = {
  title: 'Server/Mail templates/Restock alerts',
  component: MailPreview,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const UNSUBSCRIBE = 'https://api.example/api/shop/restock-alerts/unsubscribe?token=u1';

export const ConfirmAlert: Story = {
  args: {
    template: 'restockConfirm',
    data: {
      title: 'Nike Windrunner Hooded Jacket',
      size: 'S',
      colour: 'Navy',
      confirmLink: 'https://api.example/api/shop/restock-alerts/confirm?token=c1',
      unsubscribeLink: UNSUBSCRIBE,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', {
        name: 'Confirm your restock alert for Nike Windrunner Hooded Jacket',
      }),
    ).toBeVisible();
    const html = await htmlPart(canvasElement);
    await expect(html.getByRole('heading', { name: 'Confirm your restock alert' })).toBeVisible();
    await expect(
      html.getByText(
        'Confirm, and we will e-mail you once when Nike Windrunner Hooded Jacket in S in Navy is back in stock.',
        // The inbox preview line repeats the sentence, hidden.
        { selector: 'p' },
      ),
    ).toBeVisible();
    await expect(html.getByRole('link', { name: 'Confirm the alert' })).toHaveAttribute(
      'href',
      'https://api.example/api/shop/restock-alerts/confirm?token=c1',
    );
    await expect(
      html.getByRole('link', { name: 'Unsubscribe from restock alerts' }),
    ).toHaveAttribute('href', UNSUBSCRIBE);
  },
};

export const BackInStock: Story = {
  args: {
    template: 'restockBack',
    data: {
      title: 'Linen Kurta',
      size: 'M',
      productLink: 'https://shop.example/shop/product/linen-kurta-6650c0de0000000000a1b2c3',
      unsubscribeLink: UNSUBSCRIBE,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Linen Kurta is back in stock' }),
    ).toBeVisible();
    const html = await htmlPart(canvasElement);
    await expect(html.getByRole('heading', { name: 'It is back in stock' })).toBeVisible();
    await expect(html.getByRole('link', { name: 'View the product' })).toHaveAttribute(
      'href',
      'https://shop.example/shop/product/linen-kurta-6650c0de0000000000a1b2c3',
    );
    await expect(
      html.getByText('This alert has now ended: we will not e-mail you about this size again.'),
    ).toBeVisible();
    await expect(
      html.getByRole('link', { name: 'Unsubscribe from restock alerts' }),
    ).toHaveAttribute('href', UNSUBSCRIBE);
    await expect(canvas.getByText(/Stop every restock alert to this address:/)).toBeVisible();
  },
};

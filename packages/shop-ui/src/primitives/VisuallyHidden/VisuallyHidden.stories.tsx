import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartIcon } from '../../icons';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Open cart' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names an icon-only control without showing the words. */
export const InsideAButton: Story = {
  render: (args) => (
    <Button variant="ghost">
      <CartIcon />
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open cart' });
    const hidden = canvas.getByText('Open cart');
    await expect(hidden.tagName).toBe('SPAN');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(button).toBeInTheDocument();
  },
};

/** Another element where the markup needs one, e.g. a table's caption naming it. */
export const AsACaption: Story = {
  render: () => (
    <table>
      <VisuallyHidden elementType="caption">Orders by day</VisuallyHidden>
      <tbody>
        <tr>
          <td>Monday</td>
          <td>4</td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Orders by day' })).toBeInTheDocument();
    await expect(canvas.getByText('Orders by day').tagName).toBe('CAPTION');
  },
};

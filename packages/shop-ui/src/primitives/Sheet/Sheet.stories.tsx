import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { hasReducedMotionRule } from '../motion/reducedMotion';
import { Sheet, type SheetProps } from './Sheet';

/** A trigger button owning the open state, as the shop header does for the cart. */
function SheetDemo({ isOpen: initiallyOpen, onOpenChange, ...props }: SheetProps) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open cart</Button>
      <Sheet
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          onOpenChange(open);
        }}
      />
    </>
  );
}

const items = Array.from({ length: 20 }, (_, index) => index + 1).map((n) => (
  <p key={n}>Item {n}: Classic Denim Jacket, size M, quantity 1</p>
));

const meta = {
  title: 'Primitives/Sheet',
  component: Sheet,
  render: (args) => <SheetDemo {...args} />,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Your Cart',
    children: <p>Classic Denim Jacket, size M, quantity 1</p>,
    footer: <Button>Checkout</Button>,
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open cart' })).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const OpenRight: Story = {
  args: { isOpen: true },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Your Cart' });
    await waitFor(() => expect(dialog).toBeVisible());
    // Full height against the right edge once the slide-in has finished.
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.round(box.right)).toBe(window.innerWidth);
      expect(Math.round(box.height)).toBe(window.innerHeight);
    });
    await expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeVisible();
  },
};

export const OpenLeft: Story = {
  args: { isOpen: true, side: 'left', title: 'Menu', footer: undefined },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Menu' });
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.round(box.left)).toBe(0);
      expect(Math.round(box.height)).toBe(window.innerHeight);
    });
  },
};

export const KeyboardFocusTrap: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open cart' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await page().findByRole('dialog', { name: 'Your Cart' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let press = 0; press < 4; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CloseButtonAndOutsidePress: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open cart' });
    await userEvent.click(trigger);
    const dialog = await page().findByRole('dialog', { name: 'Your Cart' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await page().findByRole('dialog', { name: 'Your Cart' });
    // The overlay's visible strip on the left of a right-hand sheet.
    await userEvent.pointer({ keys: '[MouseLeft]', coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

export const LongContentWithStickyFooter: Story = {
  args: { isOpen: true, children: items },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Your Cart' });
    const checkout = within(dialog).getByRole('button', { name: 'Checkout' });
    const last = within(dialog).getByText(/^Item 20:/);
    const body = last.parentElement as HTMLElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    body.scrollTop = body.scrollHeight;
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        body.getBoundingClientRect().bottom,
      ),
    );
    await expect(checkout.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(checkout.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      body.getBoundingClientRect().bottom,
    );
  },
};

export const ReducedMotion: Story = {
  args: { isOpen: true, side: 'left' },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Your Cart' });
    const panel = dialog.parentElement as HTMLElement;
    // No slide and no fade for reduced motion: the sheet simply appears.
    await expect(hasReducedMotionRule(panel)).toBe(true);
    await expect(hasReducedMotionRule(panel.parentElement as HTMLElement)).toBe(true);
  },
};

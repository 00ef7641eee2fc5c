import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { hasReducedMotionRule } from '../motion/reducedMotion';
import { Modal, type ModalProps } from './Modal';

/** A trigger button owning the open state, as a screen would. */
function ModalDemo({ isOpen: initiallyOpen, onOpenChange, ...props }: ModalProps) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open dialog</Button>
      <Modal
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

const paragraphs = Array.from({ length: 30 }, (_, index) => index + 1).map((n) => (
  <p key={n}>Paragraph {n}: soft cotton, relaxed fit, machine washable at thirty degrees.</p>
));

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Order details',
    children: <p>Order #a1b2c3 was placed on 12 March.</p>,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open dialog' })).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Order details' });
    // Visible once the entry animation has faded the dialog in.
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Order details' })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const KeyboardFocusTrap: Story = {
  args: {
    children: (
      <>
        <p>Choose what to do with this address.</p>
        <Button variant="secondary">Edit</Button>
      </>
    ),
    footer: (
      <>
        <Button variant="ghost">Cancel</Button>
        <Button variant="destructive">Delete</Button>
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await page().findByRole('dialog', { name: 'Order details' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Close, Edit, Cancel, Delete, and round again: Tab never leaves the dialog.
    for (let press = 0; press < 6; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    // react-aria restores focus on the frame after the dialog unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CloseButton: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await page().findByRole('dialog', { name: 'Order details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OutsidePressCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await page().findByRole('dialog', { name: 'Order details' });
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, title: 'Processing payment' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await page().findByRole('dialog', { name: 'Processing payment' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

export const LongContentScrolls: Story = {
  args: {
    isOpen: true,
    title: 'Size guide',
    children: paragraphs,
    footer: <Button>Done</Button>,
  },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Size guide' });
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await waitFor(() => expect(done).toBeVisible());
    const last = within(dialog).getByText(/^Paragraph 30:/);
    const body = last.parentElement as HTMLElement;
    // Only the body scrolls, so it is focusable for keyboard scrolling.
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    body.scrollTop = body.scrollHeight;
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        body.getBoundingClientRect().bottom,
      ),
    );
    // The footer stays inside the viewport whatever the body's scroll position.
    await expect(done.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Small: Story = {
  args: { isOpen: true, size: 'sm', title: 'Remove item?' },
  play: async () => {
    await page().findByRole('dialog', { name: 'Remove item?' });
  },
};

export const Large: Story = {
  args: { isOpen: true, size: 'lg', title: 'Classic Denim Jacket' },
  play: async () => {
    await page().findByRole('dialog', { name: 'Classic Denim Jacket' });
  },
};

export const ReducedMotion: Story = {
  args: { isOpen: true },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Order details' });
    const panel = dialog.parentElement as HTMLElement;
    const overlay = panel.parentElement as HTMLElement;
    // Both the fade of the backdrop and the rise of the panel stop for reduced motion.
    await expect(hasReducedMotionRule(panel)).toBe(true);
    await expect(hasReducedMotionRule(overlay)).toBe(true);
  },
};

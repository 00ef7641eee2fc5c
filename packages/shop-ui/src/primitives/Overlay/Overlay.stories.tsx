import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { DialogFrame } from '../DialogFrame';
import { Overlay, OverlayPanel, type OverlayProps } from './Overlay';

// A layer of one's own shape: a bottom panel, as a team might build for a filter drawer.
const BottomPanel = styled(OverlayPanel)`
  position: absolute;
  inset: auto 0 0 0;
  max-height: 60%;
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
`;

function OverlayDemo({ isOpen: initiallyOpen, onOpenChange, ...props }: OverlayProps) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open filters</Button>
      <Overlay
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          onOpenChange(open);
        }}
      >
        <BottomPanel>
          <DialogFrame title="Filters" footer={<Button slot="close">Show results</Button>}>
            <p>Category and brand choices.</p>
          </DialogFrame>
        </BottomPanel>
      </Overlay>
    </>
  );
}

const meta = {
  title: 'Primitives/Overlay',
  component: Overlay,
  render: (args) => <OverlayDemo {...args} />,
  args: { isOpen: false, onOpenChange: fn(), placement: 'edge', children: null },
  argTypes: { placement: { control: 'select', options: ['center', 'edge'] } },
} satisfies Meta<typeof Overlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open filters' })).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** The backdrop's rules: focus moves in, Escape closes, focus returns to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open filters' });
    await userEvent.click(trigger);
    const dialog = await page().findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const NotDismissable: Story = {
  args: { isOpen: true, isDismissable: false },
  play: async ({ args }) => {
    const dialog = await page().findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

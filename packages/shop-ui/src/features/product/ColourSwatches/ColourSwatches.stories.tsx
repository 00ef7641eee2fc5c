import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ColourSwatches, type ColourSwatchesProps } from './ColourSwatches';

const COLOURS: ColourSwatchesProps['colours'] = [
  { name: 'Navy', swatch: '#233a6b', sizes: [{ size: 'M', stock: 3 }] },
  { name: 'Sand', swatch: '#cdb894', sizes: [{ size: 'M', stock: 0 }] },
  { name: 'Olive', swatch: '#5b6a35', sizes: [{ size: 'M', stock: 5 }] },
];

function Chooser(props: Omit<ColourSwatchesProps, 'selected' | 'onChange'>) {
  const [selected, setSelected] = useState<string | null>('Navy');
  return <ColourSwatches {...props} selected={selected} onChange={setSelected} />;
}

const meta = {
  title: 'Components/Product/ColourSwatches',
  component: Chooser,
  args: { colours: COLOURS },
} satisfies Meta<typeof Chooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named for screen readers, chosen with arrow keys; a sold-out colour says so. */
export const InTheProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Colour' });
    await expect(within(group).getByRole('radio', { name: 'Navy' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: 'Sand, sold out' })).toBeEnabled();
    await expect(canvas.getByText(': Navy')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('radio', { name: 'Sand, sold out' })).toBeChecked();
    await expect(canvas.getByText(': Sand')).toBeVisible();
  },
};

/** On a card: small swatches, still a named group. */
export const OnACard: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Colour' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Olive' }));
    await expect(within(group).getByRole('radio', { name: 'Olive' })).toBeChecked();
  },
};

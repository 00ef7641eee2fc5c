import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, page, phone } from '../../../stories/support';
import { SizeGuideButton } from './SizeGuideButton';

const men = fixtures.sizeGuides.find((guide) => guide.category === 'men');
if (!men) throw new Error('the demo data has no men size guide');

const meta = {
  title: 'Components/Product/SizeGuideButton',
  component: SizeGuideButton,
  args: { guide: men },
} satisfies Meta<typeof SizeGuideButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (dialog: HTMLElement, size: string) =>
  within(within(dialog).getByRole('rowheader', { name: size }).closest('tr') as HTMLElement);

/** Opened by keyboard: centimetres first, inches a press away, Escape closes. */
export const CentimetresAndInches: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Size guide' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog('Size guide');
    const table = within(dialog).getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Size', 'Chest (cm)', 'Waist (cm)', 'Hip (cm)']);
    await expect(
      rowOf(dialog, 'M')
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['100', '86', '100']);
    const units = within(dialog).getByRole('radiogroup', { name: 'Units' });
    await expect(within(units).getByRole('radio', { name: 'cm' })).toBeChecked();
    await userEvent.click(within(units).getByRole('radio', { name: 'in' }));
    await expect(within(table).getByRole('columnheader', { name: 'Chest (in)' })).toBeVisible();
    await expect(
      rowOf(dialog, 'M')
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['39.4', '33.9', '39.4']);
    await expect(
      within(dialog).getByText('Body measurements. Between two sizes, choose the larger one.'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** On a phone the table fits the screen: nothing scrolls sideways. */
export const Phone: Story = {
  ...phone,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Size guide' }));
    const dialog = await findDialog('Size guide');
    await expect(within(dialog).getByRole('rowheader', { name: 'XL' })).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
    const table = within(dialog).getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
  },
};

import { scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  adminStorySetup,
  expectNoSidewaysScroll,
  expectToast,
  findDialog,
  onAPhone,
  page,
} from '../../stories/support';
import { ProductsScreen } from './ProductsScreen';

type Canvas = ReturnType<typeof within>;

/** A men's product of the demo shop, whose category has the demo men's guide. */
const MENS = 'Nike Windrunner Hooded Jacket';

const meta = {
  title: 'Admin/Products/ProductsScreen/Size guide',
  component: ProductsScreen,
  parameters: { session: 'admin', layout: 'padded' },
  beforeEach: adminStorySetup,
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openEditPanel(canvas: Canvas) {
  await canvas.findByRole('grid', { name: 'Products' });
  const search = canvas.getByRole('searchbox', { name: 'Search products' });
  await userEvent.click(search);
  await userEvent.paste(MENS);
  const row = await canvas.findByRole('row', { name: MENS }, { timeout: 4000 });
  await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
  return within(await findDialog('Edit Product'));
}

/** The men's guide in its own tab: a value changed and saved on its own, apart from the product. */
export const EditTheCategoryGuide: Story = {
  play: async ({ canvas }) => {
    const panel = await openEditPanel(canvas);
    await userEvent.click(panel.getByRole('tab', { name: 'Size Guide' }));
    await expect(
      await panel.findByText(
        'Shared by every Men product. Body measurements, in centimetres; shoppers may read them in inches.',
      ),
    ).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Measurements' })).toHaveValue(
      'Chest, Waist, Hip',
    );
    const sizes = within(panel.getByRole('list', { name: 'Men sizes' }));
    const rowM = within(sizes.getAllByRole('listitem')[1] as HTMLElement);
    await expect(rowM.getByRole('textbox', { name: 'Size' })).toHaveValue('M');
    const chest = rowM.getByRole('textbox', { name: 'Chest (cm)' });
    await userEvent.clear(chest);
    await userEvent.type(chest, '101.3');
    const save = panel.getByRole('button', { name: 'Save size guide' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(
      'Every value must be whole or half centimetres, such as 96 or 96.5.',
    );
    await userEvent.clear(chest);
    await userEvent.type(chest, '101.5');
    await userEvent.click(save);
    await expectToast('Size guide saved');
  },
};

/** A size added by keyboard: a row with a field per measurement. */
export const AddASize: Story = {
  play: async ({ canvas }) => {
    const panel = await openEditPanel(canvas);
    await userEvent.click(panel.getByRole('tab', { name: 'Size Guide' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Add size' }));
    const sizes = within(panel.getByRole('list', { name: 'Men sizes' }));
    const added = within(sizes.getAllByRole('listitem').at(-1) as HTMLElement);
    await expect(panel.getByText('Every row needs a size.')).toBeVisible();
    await userEvent.type(added.getByRole('textbox', { name: 'Size' }), 'XXL');
    for (const [name, value] of [
      ['Chest (cm)', '124'],
      ['Waist (cm)', '110'],
      ['Hip (cm)', '124'],
    ] as const) {
      await userEvent.type(added.getByRole('textbox', { name }), value);
    }
    await userEvent.click(panel.getByRole('button', { name: 'Save size guide' }));
    await expectToast('Size guide saved');
    // The saved guide, as the server answered it, replaces the typed rows.
    await expect(await panel.findByRole('button', { name: 'Delete size XXL' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...onAPhone,
  play: async ({ canvas }) => {
    const panel = await openEditPanel(canvas);
    await userEvent.click(panel.getByRole('tab', { name: 'Size Guide' }));
    await expect(await panel.findByRole('button', { name: 'Save size guide' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/** A backend without size guides: the panel keeps its two tabs. */
export const PlainBackend: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.plainContract({ signedInAs: 'admin' }));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Products' });
    const first = (await canvas.findAllByRole('button', { name: 'Edit' }))[0] as HTMLElement;
    await userEvent.click(first);
    const panel = within(await findDialog('Edit Product'));
    await waitFor(() =>
      expect(panel.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Basic Info',
        'Sizes & Stock',
      ]),
    );
    await expect(page().queryByRole('tab', { name: 'Size Guide' })).toBeNull();
  },
};

import { CONFIRMATIONS, type Product, VALIDATION } from '@atelier/api-client';
import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { openAddPanel, openEditPanel } from '../../stories/productPanel';
import {
  adminStorySetup,
  alertSpy,
  clearSpokenAnnouncements,
  expectNoSidewaysScroll,
  expectToast,
  imageFile,
  onAPhone,
  page,
  plainBackend,
  textFile,
} from '../../stories/support';
import { ProductsScreen } from './ProductsScreen';

// A demo product with a gallery and colours (extension `product-colours`, which the mocks have).
const DRESSED = fixtures.products.find(
  (product) => (product.pictures?.length ?? 0) >= 3 && (product.colours?.length ?? 0) >= 2,
) as Product;
const [FIRST_COLOUR] = DRESSED.colours ?? [];
const [FIRST_SIZE] = DRESSED.sizes;

const meta = {
  title: 'Admin/Products/ProductsScreen/Colours and pictures',
  component: ProductsScreen,
  parameters: { session: 'admin', layout: 'padded' },
  beforeEach: adminStorySetup,
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Panel = ReturnType<typeof within>;

const pictureItems = (panel: Panel) =>
  within(panel.getByRole('list', { name: 'Pictures' })).getAllByRole('listitem');

async function save(canvas: Panel, panel: Panel) {
  await userEvent.click(panel.getByRole('button', { name: 'Edit' }));
  await expectToast(CONFIRMATIONS.productUpdated);
  await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  clearSpokenAnnouncements();
  return openEditPanel(canvas, DRESSED.title);
}

/** By keyboard: the third picture becomes the cover, a picture gets its words; both are saved. */
export const ChooseTheCover: Story = {
  play: async ({ canvas }) => {
    const panel = await openEditPanel(canvas, DRESSED.title);
    await userEvent.click(panel.getByRole('tab', { name: 'Pictures' }));
    const third = DRESSED.pictures?.[2]?.url;
    await expect(pictureItems(panel)).toHaveLength(DRESSED.pictures?.length ?? 0);
    await expect(panel.getByText('Picture 1 (cover)')).toBeVisible();

    panel.getByRole('button', { name: 'Make cover, picture 3' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(panel.getByRole('status')).toHaveTextContent('Picture 3 is the cover now');
    await expect(within(pictureItems(panel)[0] as HTMLElement).getByRole('img')).toHaveAttribute(
      'src',
      third,
    );
    await userEvent.click(panel.getByRole('button', { name: 'Move picture 1 later' }));
    await userEvent.click(panel.getByRole('button', { name: 'Make cover, picture 2' }));
    const alt = panel.getByRole('textbox', { name: 'Alt text of picture 2' });
    await userEvent.clear(alt);
    await userEvent.type(alt, 'Back view, on a hanger');

    const again = await save(canvas, panel);
    await userEvent.click(again.getByRole('tab', { name: 'Pictures' }));
    const first = pictureItems(again)[0] as HTMLElement;
    await expect(within(first).getByRole('img')).toHaveAttribute('src', third);
    await expect(again.getByRole('textbox', { name: 'Alt text of picture 2' })).toHaveValue(
      'Back view, on a hanger',
    );
    clearSpokenAnnouncements();
  },
};

/** Several files at once: the images are added, a text file among them is refused as today. */
export const AddSeveralPictures: Story = {
  play: async ({ canvas }) => {
    const panel = await openEditPanel(canvas, DRESSED.title);
    await userEvent.click(panel.getByRole('tab', { name: 'Pictures' }));
    const before = pictureItems(panel).length;
    const input = page()
      .getByRole('dialog')
      .querySelector<HTMLInputElement>('input[type="file"]') as HTMLElement;
    await userEvent.upload(input, [imageFile('front.png'), textFile(), imageFile('back.png')], {
      applyAccept: false,
    });
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(VALIDATION.invalidImagePicked));
    await waitFor(() => expect(pictureItems(panel)).toHaveLength(before + 2));
    await expect(panel.getByRole('status')).toHaveTextContent('2 pictures added');
    await userEvent.click(panel.getByRole('button', { name: `Delete picture ${before + 2}` }));
    await expect(pictureItems(panel)).toHaveLength(before + 1);
  },
};

/** Stock typed by colour and size: the size's stock is their sum, and a new colour is saved. */
export const StockByColour: Story = {
  play: async ({ canvas }) => {
    if (!FIRST_COLOUR || !FIRST_SIZE) throw new Error('the demo product has no colour or size');
    const panel = await openEditPanel(canvas, DRESSED.title);
    await userEvent.click(panel.getByRole('tab', { name: 'Sizes & Stock' }));
    const group = within(panel.getByRole('group', { name: `Stock of ${FIRST_COLOUR.name}` }));
    const cell = group.getByRole('textbox', { name: FIRST_SIZE.size });
    const others = FIRST_SIZE.stock - (FIRST_COLOUR.sizes[0]?.stock ?? 0);
    await userEvent.clear(cell);
    await userEvent.type(cell, '40');
    const sizeStock = panel.getByRole('textbox', { name: `Stock for size ${FIRST_SIZE.size}` });
    await expect(sizeStock).toHaveValue(String(others + 40));
    await expect(sizeStock).toHaveAttribute('readonly');

    await userEvent.type(panel.getByRole('textbox', { name: 'Colour name' }), 'olive');
    await userEvent.click(panel.getByRole('button', { name: 'Add Colour' }));
    const olive = within(panel.getByRole('group', { name: 'Stock of olive' }));
    await userEvent.type(olive.getByRole('textbox', { name: FIRST_SIZE.size }), '3');
    await userEvent.type(panel.getByRole('textbox', { name: 'Colour name' }), 'OLIVE');
    await expect(panel.getByText('Each colour may appear only once')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Add Colour' })).toBeDisabled();

    const again = await save(canvas, panel);
    await userEvent.click(again.getByRole('tab', { name: 'Sizes & Stock' }));
    const saved = within(again.getByRole('group', { name: 'Stock of olive' }));
    await expect(saved.getByRole('textbox', { name: FIRST_SIZE.size })).toHaveValue('3');
    await expect(
      again.getByRole('textbox', { name: `Stock for size ${FIRST_SIZE.size}` }),
    ).toHaveValue(String(others + 43));
    clearSpokenAnnouncements();
  },
};

/** A new product: no pictures yet; in two colours, each size's stock is what they hold. */
export const AddWithColours: Story = {
  play: async ({ canvas }) => {
    const panel = await openAddPanel(canvas);
    await userEvent.click(panel.getByRole('tab', { name: 'Pictures' }));
    await expect(panel.getByText('No pictures yet.')).toBeVisible();
    await userEvent.click(panel.getByRole('tab', { name: 'Sizes & Stock' }));
    await expect(panel.getByText(/No colours: the product comes as it is/)).toBeVisible();
    await userEvent.type(panel.getByRole('textbox', { name: 'Size' }), 'M');
    await userEvent.type(panel.getByRole('textbox', { name: 'Stock' }), '1');
    await userEvent.click(panel.getByRole('button', { name: 'Add Size' }));
    for (const [name, stock] of [
      ['Navy', '4'],
      ['Sand', '2'],
    ] as const) {
      await userEvent.type(panel.getByRole('textbox', { name: 'Colour name' }), name);
      await userEvent.click(panel.getByRole('button', { name: 'Add Colour' }));
      const group = within(panel.getByRole('group', { name: `Stock of ${name}` }));
      await userEvent.type(group.getByRole('textbox', { name: 'M' }), stock);
    }
    await expect(panel.getByRole('textbox', { name: 'Stock for size M' })).toHaveValue('6');
    await expect(panel.getByRole('status')).toHaveTextContent('Total stock: 6');
  },
};

/** A backend of spec section 7 alone: no Pictures tab and no colours, the form as before. */
export const PlainBackend: Story = {
  beforeEach({ msw }) {
    msw.use(plainBackend());
  },
  play: async ({ canvas }) => {
    const panel = await openAddPanel(canvas);
    await expect(panel.getByRole('tab', { name: 'Basic Info' })).toBeVisible();
    await expect(panel.queryByRole('tab', { name: 'Pictures' })).toBeNull();
    await userEvent.click(panel.getByRole('tab', { name: 'Sizes & Stock' }));
    await expect(panel.queryByRole('heading', { name: 'Colours' })).toBeNull();
  },
};

/** On a phone the colour grid wraps its sizes; nothing scrolls sideways. */
export const ColoursOnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvas }) => {
    const panel = await openEditPanel(canvas, DRESSED.title);
    await userEvent.click(panel.getByRole('tab', { name: 'Sizes & Stock' }));
    await expect(panel.getByRole('heading', { name: 'Colours' })).toBeVisible();
    await expectNoSidewaysScroll();
    await userEvent.click(panel.getByRole('tab', { name: 'Pictures' }));
    await expect(panel.getByText('Picture 1 (cover)')).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

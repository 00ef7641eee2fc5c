import type { StockAlert } from '@atelier/api-client';
import { scenarios } from '@atelier/api-client/mocks';
import { useExtensions } from '@atelier/api-client/swr';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, type within } from 'storybook/test';
import { onAPhone } from '../../stories/support';
import { StockAlerts } from './StockAlerts';
import { WaitingStockAlerts } from './WaitingStockAlerts';

const ALERTS: StockAlert[] = [
  { productId: 'p1', title: 'Court Sneakers', outOfStock: ['8', '9'], lowStock: [] },
  {
    productId: 'p2',
    title: 'Windrunner Jacket',
    outOfStock: ['S'],
    lowStock: [{ size: 'M', stock: 3 }],
  },
  { productId: 'p3', title: 'Linen Kurta', outOfStock: [], lowStock: [{ size: 'L', stock: 2 }] },
];
const WAITING = [
  { productId: 'p2', size: 'S', colour: 'Navy', waiting: 4 },
  { productId: 'p1', size: '9', waiting: 1 },
];

const meta = {
  title: 'Admin/Dashboard/StockAlerts',
  component: StockAlerts,
  args: { alerts: ALERTS },
} satisfies Meta<typeof StockAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowTitles = (canvas: ReturnType<typeof within>): Array<string | null> =>
  canvas.getAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

/** A plain backend: what is gone and what runs low, the most urgent first; no Waiting column. */
export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('columnheader', { name: 'Waiting' })).toBeNull();
    await expect(rowTitles(canvas)).toEqual(['Court Sneakers', 'Windrunner Jacket', 'Linen Kurta']);
  },
};

/** Shoppers wait for sizes: the most wanted product comes first, with who waits for what. */
export const WithWaitingShoppers: Story = {
  args: { waiting: WAITING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Waiting' })).toBeVisible();
    await expect(rowTitles(canvas)).toEqual(['Windrunner Jacket', 'Court Sneakers', 'Linen Kurta']);
    const jacket = canvas.getByRole('row', { name: /^Windrunner Jacket/ });
    await expect(jacket).toHaveTextContent('S in Navy: 4');
    await expect(canvas.getByRole('row', { name: /^Linen Kurta/ })).toHaveTextContent('—');
  },
};

/** M sold out in Red while Blue has it, and S low in Blue: each colour is its own row, named. */
const COLOURED: StockAlert[] = [
  {
    productId: 'p4',
    title: 'Everyday Tee',
    colour: 'Red',
    outOfStock: ['M'],
    lowStock: [],
  },
  {
    productId: 'p4',
    title: 'Everyday Tee',
    colour: 'Blue',
    outOfStock: [],
    lowStock: [{ size: 'S', stock: 2 }],
  },
  ...ALERTS,
];

/** A product with colours: each colour with a size out or low is a row, named by its colour. */
export const WithColours: Story = {
  args: {
    alerts: COLOURED,
    waiting: [...WAITING, { productId: 'p4', size: 'M', colour: 'Red', waiting: 2 }],
  },
  play: async ({ canvas }) => {
    // Two wait for M in Red: after the jacket's four, before the sneakers' one; only it shows them.
    await expect(rowTitles(canvas).slice(0, 3)).toEqual([
      'Windrunner Jacket',
      'Everyday Tee in Red',
      'Court Sneakers',
    ]);
    const red = canvas.getByRole('row', { name: /^Everyday Tee in Red/ });
    await expect(red).toHaveTextContent(/Everyday Tee in Red\s*M\s*—\s*M in Red: 2$/);
    const blue = canvas.getByRole('row', { name: /^Everyday Tee in Blue/ });
    await expect(blue).toHaveTextContent(/Everyday Tee in Blue\s*—\s*S: 2 left\s*—$/);
  },
};

export const WaitingOnAPhone: Story = {
  ...onAPhone,
  args: { waiting: WAITING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Waiting' })).toBeVisible();
    await expect(canvas.getByText('S in Navy: 4')).toBeVisible();
  },
};

/** Connected, on a backend that counts waiting shoppers (the mock backend's answer). */
export const FromTheBackend: Story = {
  parameters: {
    session: 'admin',
    msw: {
      handlers: {
        adminRestockAlerts: http.get('*/api/admin/restock-alerts/waiting', () =>
          HttpResponse.json({ success: true, data: WAITING }),
        ),
      },
    },
  },
  render: (args) => <WaitingStockAlerts alerts={args.alerts} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('columnheader', { name: 'Waiting' })).toBeVisible();
    await expect(await canvas.findByText('S in Navy: 4')).toBeVisible();
  },
};

/** Connected, on a backend that honours only spec section 7: the table as it always was. */
export const FromAPlainBackend: Story = {
  parameters: { session: 'admin' },
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.plainContract({ signedInAs: 'admin' }));
  },
  render: (args) => (
    <>
      <ExtensionsKnown />
      <WaitingStockAlerts alerts={args.alerts} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The backend has answered')).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Waiting' })).toBeNull();
    await expect(canvas.getByRole('row', { name: /^Court Sneakers/ })).toBeVisible();
  },
};

/** Says when the extensions are known, so the plain story checks after the answer. */
function ExtensionsKnown() {
  const extensions = useExtensions();
  return extensions.isKnown ? <p>The backend has answered</p> : null;
}

import { isDeepStrictEqual } from 'node:util';
import type { DashboardFigures, Product } from '@atelier/api-client';
import type { ContractCase } from '../case';
import { productInput } from '../world';
import { FIGURES } from './adminDashboard';

/**
 * Extensions `admin-dashboard` with `product-colours`: the restock table names the colour whose
 * size is out or low, even while another colour has that size (the product's own size then
 * still has stock, and the table used to miss it).
 */

const PATH = '/api/admin/dashboard?period=today';
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];

/** Every size sold out in Ruby (enough to rank among the ten shown); 3 M left in Teal. */
const COLOURED = {
  sizes: SIZES.map((size) => ({ size, stock: 0 })),
  colours: [
    { name: 'Ruby', swatch: '#9b111e', sizes: SIZES.map((size) => ({ size, stock: 0 })) },
    {
      name: 'Teal',
      swatch: '#008080',
      sizes: SIZES.map((size) => ({ size, stock: size === 'M' ? 3 : 20 })),
    },
  ],
};

function expectEqual(what: string, seen: unknown, wanted: unknown) {
  if (!isDeepStrictEqual(seen, wanted)) {
    throw new Error(`${what}: ${JSON.stringify(seen)}, not ${JSON.stringify(wanted)}`);
  }
}

export const colourRestockCases: ContractCase[] = [
  {
    endpoint: 'GET /api/admin/dashboard',
    name: "lists a colour's sold-out and low sizes with the colour, while another colour has them",
    kind: 'extension',
    run: async (w) => {
      const admin = await w.admin();
      const figures = async () => (await admin.request('GET', PATH)).body.data as DashboardFigures;
      const before = await figures();
      const added = await admin.request('POST', '/api/admin/products/add', {
        json: productInput({ ...COLOURED, title: 'Two-colour Tee' }),
      });
      const product = added.body.data as Product;
      // Each size has stock in Teal, so the product's own sizes are neither out nor low.
      expectEqual(
        'sizes',
        product.sizes.map((entry) => entry.stock),
        SIZES.map((size) => (size === 'M' ? 3 : 20)),
      );
      const reply = await admin.request('GET', PATH);
      const after = reply.body.data as DashboardFigures;
      expectEqual('alerts', after.stockAlertCount, before.stockAlertCount + 2);
      const mine = after.stockAlerts.filter((alert) => alert.productId === product._id);
      expectEqual('the product in the table', mine[0], {
        productId: product._id,
        title: 'Two-colour Tee',
        colour: 'Ruby',
        outOfStock: SIZES,
        lowStock: [],
      });
      const teal = mine[1];
      if (teal) {
        expectEqual(
          'Teal',
          [teal.colour, teal.outOfStock, teal.lowStock],
          ['Teal', [], [{ size: 'M', stock: 3 }]],
        );
      }
      return reply;
    },
    expect: { status: 200, shape: FIGURES },
  },
];

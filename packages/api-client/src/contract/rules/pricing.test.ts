import { describe, expect, it } from 'vitest';
import {
  cartSubtotal,
  codFee,
  formatMoney,
  lineTotal,
  orderTotals,
  toMinorUnits,
  unitPrice,
} from './pricing';

describe('unit price', () => {
  it('uses the sale price when above 0', () => {
    expect(unitPrice({ price: 1000, salePrice: 799 })).toBe(799);
  });
  it('falls back to the price when the sale price is 0 or negative', () => {
    expect(unitPrice({ price: 1000, salePrice: 0 })).toBe(1000);
    expect(unitPrice({ price: 1000, salePrice: -5 })).toBe(1000);
  });
});

describe('totals', () => {
  const items = [
    { price: 1000, salePrice: 799, quantity: 2 },
    { price: 499.5, salePrice: 0, quantity: 3 },
  ];

  it('multiplies the unit price by the quantity', () => {
    expect(lineTotal({ price: 100, salePrice: 90, quantity: 3 })).toBe(270);
  });
  it('sums line totals without float noise', () => {
    expect(cartSubtotal(items)).toBe(3096.5);
    expect(cartSubtotal([{ price: 0.1, salePrice: 0, quantity: 3 }])).toBe(0.3);
    expect(cartSubtotal([])).toBe(0);
  });
  it('adds the 60 rupee fee for cash on delivery only', () => {
    expect(codFee('cod')).toBe(60);
    expect(codFee('online')).toBe(0);
    expect(orderTotals(items, 'cod')).toEqual({
      subtotal: 3096.5,
      cashHandlingFee: 60,
      total: 3156.5,
    });
    expect(orderTotals(items, 'online')).toEqual({
      subtotal: 3096.5,
      cashHandlingFee: 0,
      total: 3096.5,
    });
  });
  it('converts to paise for the payment provider', () => {
    expect(toMinorUnits(3156.5)).toBe(315650);
    expect(toMinorUnits(19.99)).toBe(1999);
  });
});

describe('money format', () => {
  it('formats rupees the Indian way', () => {
    expect(formatMoney(129999)).toBe('₹1,29,999.00');
    expect(formatMoney(60)).toBe('₹60.00');
    expect(formatMoney(-5995.5)).toBe('-₹5,995.50');
  });

  it('writes rupees exactly as Intl’s en-IN currency format does', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const edges = [
      0,
      -0,
      1e-7,
      0.004,
      0.005,
      0.125,
      1.005,
      2.675,
      999.995,
      1000,
      99_999.99,
      100_000,
      1e20,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    const magnitudes = Array.from({ length: 18 }, (_, power) => 10 ** power);
    // A fixed pseudo-random walk (no Math.random: a failure must repeat).
    let seed = 7;
    const next = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const samples = magnitudes.flatMap((size) =>
      Array.from({ length: 40 }, () => Math.round(next() * size * 1000) / 1000),
    );
    for (const amount of [...edges, ...magnitudes, ...samples]) {
      expect(formatMoney(amount)).toBe(intl.format(amount));
      expect(formatMoney(-amount)).toBe(intl.format(-amount));
    }
  });

  it('uses Intl for other currencies', () => {
    expect(formatMoney(1299, 'USD')).toBe(
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'USD' }).format(1299),
    );
  });
});

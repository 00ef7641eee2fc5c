// @vitest-environment jsdom

import type { Product } from '@atelier/api-client';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../../theme';
import { manyProducts } from '../testing/productFixtures';
import { ProductGrid } from './ProductGrid';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** A laid-out page, as jsdom has none: four columns of 100 px rows in a box 200 px high. */
beforeEach(() => {
  const computed = window.getComputedStyle;
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => {
    const style = computed(element);
    return Object.assign(Object.create(style), {
      gridTemplateColumns: '1fr 1fr 1fr 1fr',
      rowGap: '0px',
      paddingTop: '0px',
    });
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
  // jsdom lays nothing out and has no scrolling: a card moved to is only focused.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

/** Whoever renders `Listing` can give it a new list from outside React. */
let show: (products: Product[]) => void = () => {};

function Listing({ initial }: { initial: Product[] }) {
  const [products, setProducts] = useState(initial);
  show = setProducts;
  return <ProductGrid aria-label="Products" products={products} virtualized />;
}

const titles = () => screen.getAllByRole('row').map((row) => row.getAttribute('aria-label'));

describe('a windowed ProductGrid given a new list (a sort)', () => {
  it('shows the new products on screen first, and those above and below a render later', async () => {
    const before = manyProducts(100);
    const after = [...before].reverse();
    render(
      <ThemeProvider>
        <Listing initial={before} />
      </ThemeProvider>,
    );
    // Measured after the first paint: two rows on screen, two more below.
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(16));

    // Outside act, a synchronous flush renders what is urgent only.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    flushSync(() => show(after));
    const shownNow = titles();
    expect(shownNow.slice(0, 8)).toEqual(after.slice(0, 8).map((product) => product.title));
    expect(shownNow.slice(8)).toEqual(before.slice(8, 16).map((product) => product.title));

    // The rest is a transition's work, which a busy machine may reach late.
    await waitFor(
      () => expect(titles()).toEqual(after.slice(0, 16).map((product) => product.title)),
      { timeout: 5000 },
    );
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {});
  });
});

describe('a ProductGrid pressed before it has measured itself', () => {
  // The grid measures after its first paint; a key pressed sooner still moves by a whole line.
  it('moves down by a line of cards', () => {
    render(
      <ThemeProvider>
        <ProductGrid aria-label="Products" products={manyProducts(8)} />
      </ThemeProvider>,
    );
    const rows = screen.getAllByRole('row');
    act(() => rows[0]?.focus());
    fireEvent.keyDown(rows[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-index')).toBe('4');
  });
});

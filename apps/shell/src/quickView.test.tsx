// @vitest-environment jsdom
import type { OpenProduct } from '@atelier/shop-ui';
import type { ProductQuickViewProps } from '@atelier/shop-ui/screens';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { type InitialEntry, MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuickView } from './quickView';

// The dialog itself is shop-ui's (its stories test it); here, what opens and closes it.
vi.mock('@atelier/shop-ui/screens', async (original) => ({
  ...(await original<object>()),
  ProductQuickView: ({ productId, onClose }: ProductQuickViewProps) => (
    <div role="dialog" aria-label={`Quick view ${productId}`}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ),
}));

afterEach(cleanup);

/** A listing with state of its own, which must outlive a quick view over it. */
function Listing({ open }: { open: OpenProduct }) {
  const [pressed, setPressed] = useState(0);
  const { search } = useLocation();
  return (
    <main>
      <h1>Listing {search}</h1>
      <button type="button" onClick={() => setPressed((count) => count + 1)}>
        Pressed {pressed}
      </button>
      <button type="button" onClick={() => open({ _id: 'p1', title: 'Linen Dress' })}>
        Open
      </button>
    </main>
  );
}

function Frame() {
  const { pageLocation, openProduct, overlay } = useQuickView();
  const { pathname } = useLocation();
  const page = useRoutes(
    [
      { path: '/shop/listing', element: <Listing open={openProduct} /> },
      { path: '/shop/product/:slug', element: <h1>Product page</h1> },
    ],
    pageLocation,
  );
  return (
    <>
      <output aria-label="Address">{pathname}</output>
      {page}
      {overlay}
    </>
  );
}

const renderAt = (entry: InitialEntry) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Frame />
    </MemoryRouter>,
  );
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe("a card's quick view", () => {
  it("puts the product's address in the bar over the page, which keeps its state", () => {
    renderAt('/shop/listing?category=men');
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));

    expect(address()).toBe('/shop/product/linen-dress-p1');
    expect(screen.getByRole('dialog', { name: 'Quick view p1' })).toBeTruthy();
    // The same listing, not a new one: its query and its state are there under the dialog.
    expect(screen.getByRole('heading', { name: 'Listing ?category=men' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Product page' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(address()).toBe('/shop/listing');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeTruthy();
  });

  it("opens the product page where the document starts, whatever the entry's state says", () => {
    // A reload keeps the entry's state: the quick view's address then opens the page.
    renderAt({
      pathname: '/shop/product/linen-dress-p1',
      state: { backgroundLocation: { pathname: '/shop/listing', search: '', hash: '' } },
    });
    expect(screen.getByRole('heading', { name: 'Product page' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

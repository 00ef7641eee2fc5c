// @vitest-environment jsdom
import { ThemeProvider } from '@atelier/shop-ui';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteError';

afterEach(cleanup);

/** A page whose code did not arrive: what React.lazy throws then. */
function Unloadable(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

const page = (path: string, failing: boolean) => (
  <ThemeProvider>
    <RouteErrorBoundary resetKey={path}>
      {failing ? <Unloadable /> : <h1>Listing</h1>}
    </RouteErrorBoundary>
  </ThemeProvider>
);

describe('RouteErrorBoundary', () => {
  it('says a page failed in its place, and tries again at the next address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(page('/shop/account', true));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText('This page could not be loaded. Check your connection and try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    // The same address keeps the message; another one renders its page.
    rerender(page('/shop/account', false));
    expect(screen.queryByRole('heading', { name: 'Listing' })).toBeNull();
    rerender(page('/shop/listing', false));
    expect(screen.getByRole('heading', { name: 'Listing' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginForm } from '../features/auth/LoginForm';
import { ShopHeader } from '../features/layout/ShopHeader';
import { ThemeProvider } from '../theme';
import { NavigationProvider } from './NavigationProvider';
import { productHref } from './productHref';
import { DEFAULT_ROUTES, listingHref, type RouteMap, resolveRoutes } from './routes';

afterEach(cleanup);

function renderWith(node: ReactNode, routes?: Partial<RouteMap>) {
  return render(
    <ThemeProvider withGlobalStyle={false}>
      <NavigationProvider navigate={() => {}} routes={routes}>
        {node}
      </NavigationProvider>
    </ThemeProvider>,
  );
}

const loginForm = (
  <LoginForm values={{ email: '', password: '' }} onChange={() => {}} onSubmit={() => {}} />
);
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the route map', () => {
  it("links to the spec's paths by default", () => {
    renderWith(loginForm);
    expect(hrefOf('Register')).toBe('/auth/register');
    expect(hrefOf('Forgot your password?')).toBe('/auth/forgot-password');
  });

  it('sends a screen to the paths a host mounts it under', () => {
    renderWith(loginForm, { register: '/signup', forgotPassword: '/help/password' });
    expect(hrefOf('Register')).toBe('/signup');
    expect(hrefOf('Forgot your password?')).toBe('/help/password');
  });

  it('keeps the defaults a host does not override', () => {
    renderWith(
      <ShopHeader user={null} cartCount={0} onCartPress={() => {}} onLogout={() => {}} />,
      {
        login: '/signin',
        listing: '/store/all',
      },
    );
    expect(hrefOf('Login')).toBe('/signin');
    expect(hrefOf('Atelier home')).toBe('/shop/home');
    expect(hrefOf('Women')).toBe('/store/all?category=women');
  });

  it('merges overrides over the defaults and builds listing queries', () => {
    const routes = resolveRoutes({ checkout: '/buy', login: undefined });
    expect(routes).toEqual({ ...DEFAULT_ROUTES, checkout: '/buy' });
    expect(listingHref(routes, 'kids')).toBe('/shop/listing?category=kids');
    expect(listingHref({ listing: '/c?layout=grid' }, 'men')).toBe('/c?layout=grid&category=men');
    expect(listingHref(routes)).toBe('/shop/listing');
  });

  it("builds a product's address from its title and id, under any mount", () => {
    const product = { _id: 'p42', title: 'Linen Summer Dress' };
    expect(productHref(DEFAULT_ROUTES, product)).toBe('/shop/product/linen-summer-dress-p42');
    expect(productHref({ product: '/p/' }, product)).toBe('/p/linen-summer-dress-p42');
  });
});

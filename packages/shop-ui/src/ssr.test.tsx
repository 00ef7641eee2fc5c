import { createApiClient } from '@atelier/api-client';
import { ApiProvider } from '@atelier/api-client/swr';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
// Both public entries are imported at module load, in Node: importing must not touch window.
import * as designSystem from './index';
import * as screens from './screens';

const { Badge, Button, NavigationProvider, ThemeProvider, ToastProvider } = designSystem;
const {
  AccountScreen,
  AuthLayout,
  CheckoutScreen,
  ForgotPasswordScreen,
  HomeScreen,
  ListingScreen,
  LoginScreen,
  NotFoundPage,
  PaymentSuccessPage,
  RegisterScreen,
  ResetPasswordScreen,
  SearchScreen,
  ShopLayout,
  UnauthPage,
  VerifyOtpScreen,
} = screens;

// SWR fetches only in effects, so rendering to a string sends no request.
const client = createApiClient({ baseURL: 'http://localhost:0' });

function render(node: ReactNode): string {
  return renderToString(
    <ThemeProvider>
      <NavigationProvider navigate={() => {}}>
        <ToastProvider>
          <ApiProvider client={client}>{node}</ApiProvider>
        </ToastProvider>
      </NavigationProvider>
    </ThemeProvider>,
  );
}

describe('server rendering', () => {
  it('imports the package without a browser', () => {
    expect(typeof window).toBe('undefined');
    expect(Object.keys(designSystem)).toContain('ThemeProvider');
    expect(Object.keys(screens)).toContain('ShopLayout');
  });

  it('renders primitives', () => {
    const html = render(
      <>
        <Button>Add to cart</Button>
        <Badge tone="red">Out Of Stock</Badge>
      </>,
    );
    expect(html).toContain('Add to cart');
    expect(html).toContain('Out Of Stock');
    expect(html).toMatch(/<button[^>]*type="button"/);
  });

  it.each([
    ['login', <LoginScreen key="l" />, 'Sign in to your account'],
    ['register', <RegisterScreen key="r" />, 'Create new account'],
    ['verify-otp', <VerifyOtpScreen key="v" email="a@b.co" />, 'OTP Code'],
    ['forgot-password', <ForgotPasswordScreen key="f" />, 'Send Reset Link'],
    [
      'reset-password',
      <ResetPasswordScreen key="rp" token="t" />,
      'Enter your new password below.',
    ],
    ['reset without token', <ResetPasswordScreen key="rn" />, 'Invalid Reset Link'],
  ])('renders the %s page in the auth layout', (_name, screen, text) => {
    const html = render(<AuthLayout>{screen}</AuthLayout>);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain(text);
    // The way back to the shop, on every auth page.
    expect(html).toMatch(/<a[^>]*href="\/shop\/home"[^>]*>[\s\S]*?Back to shop/);
  });

  // Each screen's own words, so a screen that renders nothing (or the wrong thing) fails here;
  // no data is fetched on the server, so the data-driven parts show their loading state.
  it.each([
    ['home', <HomeScreen key="h" />, /<h1[^>]*>Welcome to Atelier<\/h1>[\s\S]*Shop by category/],
    [
      'listing',
      <ListingScreen
        key="l"
        searchParams={new URLSearchParams('category=kids')}
        onSearchParamsChange={() => {}}
      />,
      /<h1[^>]*>Kids<\/h1>[\s\S]*Sort by/,
    ],
    ['search', <SearchScreen key="s" />, /<h1[^>]*>Search Products<\/h1>[\s\S]*Keyword/],
    ['checkout', <CheckoutScreen key="c" />, /<h1[^>]*>Checkout<\/h1>/],
    ['account', <AccountScreen key="a" />, /aria-label="Loading your account"/],
    ['payment success', <PaymentSuccessPage key="p" />, /<h1[^>]*>Order is successfull!<\/h1>/],
    ['not found', <NotFoundPage key="n" />, /<h1[^>]*>Page not found<\/h1>/],
    ['unauthorised', <UnauthPage key="u" />, /<h1[^>]*>Access denied<\/h1>/],
  ])('renders the %s page in the shop layout', (_name, screen, own) => {
    const html = render(<ShopLayout>{screen}</ShopLayout>);
    // The layout: its home link and the main landmark, with the screen inside it.
    expect(html).toContain('href="/shop/home"');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toMatch(own);
  });

  it('renders the status pages on their own too', () => {
    expect(render(<NotFoundPage />)).toContain('Page not found');
    expect(render(<UnauthPage />)).toContain('Access denied');
  });
});

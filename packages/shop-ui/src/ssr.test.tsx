import { createApiClient } from '@atelier/api-client';
import { ApiProvider } from '@atelier/api-client/swr';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
// The whole public entry is imported at module load, in Node: importing must not touch window.
import * as shopUi from './index';

const {
  AccountScreen,
  AuthLayout,
  Badge,
  Button,
  CheckoutScreen,
  ForgotPasswordScreen,
  HomeScreen,
  ListingScreen,
  LoginScreen,
  NavigationProvider,
  NotFoundPage,
  PaymentSuccessPage,
  RegisterScreen,
  ResetPasswordScreen,
  SearchScreen,
  ShopLayout,
  ThemeProvider,
  ToastProvider,
  UnauthPage,
  VerifyOtpScreen,
} = shopUi;

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
    expect(Object.keys(shopUi).length).toBeGreaterThan(100);
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
    expect(render(<AuthLayout>{screen}</AuthLayout>)).toContain(text);
  });

  it.each([
    ['home', <HomeScreen key="h" />],
    [
      'listing',
      <ListingScreen
        key="l"
        searchParams={new URLSearchParams()}
        onSearchParamsChange={() => {}}
      />,
    ],
    ['search', <SearchScreen key="s" />],
    ['checkout', <CheckoutScreen key="c" />],
    ['account', <AccountScreen key="a" />],
    ['payment success', <PaymentSuccessPage key="p" />],
  ])('renders the %s page in the shop layout', (_name, screen) => {
    const html = render(<ShopLayout>{screen}</ShopLayout>);
    expect(html).toContain('href="/shop/home"');
    expect(html.length).toBeGreaterThan(500);
  });

  it('renders the status pages', () => {
    expect(render(<NotFoundPage />)).toContain('Page not found');
    expect(render(<UnauthPage />)).toContain('Access denied');
    expect(render(<PaymentSuccessPage />)).toContain('Order is successfull!');
  });
});

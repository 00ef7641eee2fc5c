import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';

/**
 * A lazily loaded page that also names its source file, so the build can tell which chunks a
 * prerendered path should preload (vite-plugins/prerender.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: pages take whatever props their route gives
function page<P extends object = any>(
  file: string,
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return Object.assign(lazyPage(load), { file });
}

// Every page is its own chunk: the first load carries only the shell, and shoppers never
// download back-office code. Layouts are chunks too, and keep their frame while a page loads.
export const AuthSection = page('pages/AuthSection.tsx', () => import('./pages/AuthSection'));
export const LoginPage = page('pages/auth/LoginPage.tsx', () => import('./pages/auth/LoginPage'));
export const RegisterPage = page(
  'pages/auth/RegisterPage.tsx',
  () => import('./pages/auth/RegisterPage'),
);
export const VerifyOtpPage = page(
  'pages/auth/VerifyOtpPage.tsx',
  () => import('./pages/auth/VerifyOtpPage'),
);
export const ForgotPasswordPage = page(
  'pages/auth/ForgotPasswordPage.tsx',
  () => import('./pages/auth/ForgotPasswordPage'),
);
export const ResetPasswordPage = page(
  'pages/auth/ResetPasswordPage.tsx',
  () => import('./pages/auth/ResetPasswordPage'),
);
export const ShopSection = page('pages/ShopSection.tsx', () => import('./pages/ShopSection'));
export const HomePage = page('pages/shop/HomePage.tsx', () => import('./pages/shop/HomePage'));
export const ListingPage = page(
  'pages/shop/ListingPage.tsx',
  () => import('./pages/shop/ListingPage'),
);
export const SearchPage = page(
  'pages/shop/SearchPage.tsx',
  () => import('./pages/shop/SearchPage'),
);
export const CheckoutPage = page(
  'pages/shop/CheckoutPage.tsx',
  () => import('./pages/shop/CheckoutPage'),
);
export const AccountPage = page(
  'pages/shop/AccountPage.tsx',
  () => import('./pages/shop/AccountPage'),
);
export const PaymentSuccessPage = page(
  'pages/shop/PaymentSuccessPage.tsx',
  () => import('./pages/shop/PaymentSuccessPage'),
);

type Preloadable = { preload(): Promise<unknown>; file: string };

const SECTIONS: Record<string, [Preloadable, Record<string, Preloadable>]> = {
  shop: [
    ShopSection,
    {
      home: HomePage,
      listing: ListingPage,
      search: SearchPage,
      checkout: CheckoutPage,
      account: AccountPage,
      'payment-success': PaymentSuccessPage,
    },
  ],
  auth: [
    AuthSection,
    {
      login: LoginPage,
      register: RegisterPage,
      'verify-otp': VerifyOtpPage,
      'forgot-password': ForgotPasswordPage,
      'reset-password': ResetPasswordPage,
    },
  ],
};

/** The layout and page chunks a path renders first (none for paths outside these sections). */
export function routeModules(path: string): Preloadable[] {
  const [, section = '', page = ''] = path.split('/');
  const entry = SECTIONS[section];
  if (!entry) return [];
  const [layout, pages] = entry;
  const child = Object.hasOwn(pages, page) ? pages[page] : undefined;
  return child ? [layout, child] : [layout];
}

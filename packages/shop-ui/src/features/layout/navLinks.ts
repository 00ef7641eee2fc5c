import { CATEGORY_OPTIONS } from '@atelier/api-client';

export interface ShopNavLink {
  id: string;
  label: string;
  href: string;
}

/** The shop's navigation menu (spec section 2), in display order. */
export const SHOP_NAV_LINKS: readonly ShopNavLink[] = [
  { id: 'home', label: 'Home', href: '/shop/home' },
  { id: 'listing', label: 'Products', href: '/shop/listing' },
  ...CATEGORY_OPTIONS.map(({ id, label }) => ({
    id,
    label,
    href: `/shop/listing?category=${id}`,
  })),
  { id: 'search', label: 'Search', href: '/shop/search' },
];

export const SHOP_HOME_HREF = '/shop/home';
export const ACCOUNT_HREF = '/shop/account';
export const LOGIN_HREF = '/auth/login';
export const CHECKOUT_HREF = '/shop/checkout';

/** The cart button's accessible name, which carries the count the visual badge shows. */
export function cartButtonLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The avatar's letter: the first character of the user's name, upper-cased. */
export function userInitial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

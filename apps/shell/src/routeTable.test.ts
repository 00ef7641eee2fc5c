import { DEFAULT_ROUTES } from '@atelier/shop-ui';
import { describe, expect, it } from 'vitest';
import { loadModule } from './routes';
import { fullPath, PAGES, ROUTE_MAP, SECTIONS } from './routeTable';

describe('the route table', () => {
  it('gives shop-ui the paths of spec section 2 for every name in its route map', () => {
    expect(ROUTE_MAP).toEqual(DEFAULT_ROUTES);
  });

  it('declares each path once', () => {
    const paths = PAGES.map(({ section, page }) => fullPath(section, page));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names modules that exist, layouts and pages', async () => {
    const modules = [
      ...SECTIONS.map((section) => section.layout),
      ...PAGES.map(({ page }) => page.module),
    ];
    for (const module of modules) {
      await expect(loadModule(module), module).resolves.toHaveProperty('default');
    }
    expect(() => loadModule('shop/NoSuchPage')).toThrow(/src\/pages\/shop\/NoSuchPage\.tsx/);
  });

  it('lets guests see exactly the pages the spec lists', () => {
    const guestPages = PAGES.filter(({ page }) => page.access).map(({ section, page }) =>
      fullPath(section, page),
    );
    // Spec section 2: shop/home, shop/listing, shop/search, login, register, verify-otp,
    // forgot-password, reset-password, shop/payment-success.
    expect(guestPages.sort()).toEqual(
      [
        '/shop/home',
        '/shop/listing',
        '/shop/search',
        '/auth/login',
        '/auth/register',
        '/auth/verify-otp',
        '/auth/forgot-password',
        '/auth/reset-password',
        '/shop/payment-success',
      ].sort(),
    );
  });
});

import { DEFAULT_ROUTES } from '@atelier/shop-ui';
import { describe, expect, it } from 'vitest';
import { framePath } from './prerender/frames';
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

  it('writes a page with parameters a frame at its path up to them', () => {
    expect(framePath('/shop/product/:slug')).toBe('/shop/product');
    expect(framePath('/shop/listing')).toBe('/shop/listing');
  });
});

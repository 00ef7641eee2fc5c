import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from './match';

const route = (name: string, props: Partial<RouteObject> = {}): RouteObject => ({
  element: name,
  children: [],
  ...props,
});

// The shape of the shell's table (routes.tsx).
const table: RouteObject[] = [
  route('gate', { path: '/' }),
  route('shop', {
    path: '/shop',
    children: [
      route('to home', { index: true }),
      route('home', { path: 'home' }),
      route('listing', { path: 'listing' }),
    ],
  }),
  route('frame', {
    children: [route('unauth', { path: '/unauth-page' }), route('not found', { path: '*' })],
  }),
];

const names = (pathname: string) => matchRoutes(table, pathname)?.map((r) => r.element);

describe('matchRoutes', () => {
  it('finds a page inside its layout', () => {
    expect(names('/shop/home')).toEqual(['shop', 'home']);
    expect(names('/shop/listing')).toEqual(['shop', 'listing']);
  });

  it('takes the index route at the layout’s own path', () => {
    expect(names('/shop')).toEqual(['shop', 'to home']);
  });

  it('ignores case and a trailing slash, as React Router does', () => {
    expect(names('/SHOP/Home/')).toEqual(['shop', 'home']);
    expect(names('/shop/')).toEqual(['shop', 'to home']);
  });

  it('matches the root exactly', () => {
    expect(names('/')).toEqual(['gate']);
  });

  it('puts pathless layouts around their children', () => {
    expect(names('/unauth-page')).toEqual(['frame', 'unauth']);
  });

  it('sends any other path to the catch-all', () => {
    expect(names('/shop/nothing-here')).toEqual(['frame', 'not found']);
    expect(names('/nowhere/at/all')).toEqual(['frame', 'not found']);
  });

  it('prefers the longer prefix before a *', () => {
    const frames = [
      route('shop', { path: '/shop', children: [route('shop skeleton', { path: '*' })] }),
      route('any', { path: '*' }),
    ];
    expect(matchRoutes(frames, '/shop/home')?.map((r) => r.element)).toEqual([
      'shop',
      'shop skeleton',
    ]);
    expect(matchRoutes(frames, '/shopping')?.map((r) => r.element)).toEqual(['any']);
  });

  it('finds nothing when no route matches', () => {
    expect(matchRoutes([route('home', { path: '/home' })], '/away')).toBeNull();
  });

  it('refuses path parameters, which it does not match', () => {
    expect(() => matchRoutes([route('product', { path: '/product/:id' })], '/product/1')).toThrow(
      /fixed paths/,
    );
  });
});

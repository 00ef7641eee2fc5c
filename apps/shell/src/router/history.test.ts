import { describe, expect, it } from 'vitest';
import { appPath, memoryHistory, resolveHref } from './history';

describe('appPath', () => {
  it('is the whole path when the site has no base', () => {
    expect(appPath('/shop/home', '/')).toBe('/shop/home');
  });

  it('drops the site’s base', () => {
    expect(appPath('/atelier/shop/home', '/atelier/')).toBe('/shop/home');
    expect(appPath('/atelier', '/atelier/')).toBe('/');
    expect(appPath('/atelier/', '/atelier/')).toBe('/');
  });

  it('leaves a path outside the base whole', () => {
    expect(appPath('/atelierx/shop', '/atelier/')).toBe('/atelierx/shop');
    expect(appPath('/other', '/atelier/')).toBe('/other');
  });
});

describe('resolveHref', () => {
  const from = { pathname: '/shop/listing', search: '?category=men', hash: '' };

  it('keeps an absolute href', () => {
    expect(resolveHref('/shop/home?x=1#top', from)).toBe('/shop/home?x=1#top');
  });

  it('puts a query on this page', () => {
    expect(resolveHref('?category=women', from)).toBe('/shop/listing?category=women');
  });
});

describe('memoryHistory', () => {
  it('pushes and replaces entries', () => {
    const history = memoryHistory('/a');
    history.push('/b?x=1');
    history.replace('/c');
    expect(history.entries).toEqual(['/a', '/c']);
    expect(history.location()).toEqual({ pathname: '/c', search: '', hash: '' });
  });
});

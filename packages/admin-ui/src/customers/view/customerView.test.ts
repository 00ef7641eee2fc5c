import { describe, expect, it } from 'vitest';
import {
  customerHref,
  customerQueryOf,
  customerViewFromParams,
  customerViewToParams,
  DEFAULT_CUSTOMER_VIEW,
} from './customerView';

describe('the customers page view in the URL', () => {
  it('reads search, sort and page, and falls back on values it does not know', () => {
    expect(customerViewFromParams(new URLSearchParams('q=priya&sort=name-atoz&after=abc'))).toEqual(
      { search: 'priya', sort: 'name-atoz', after: 'abc' },
    );
    expect(customerViewFromParams(new URLSearchParams('sort=richest'))).toEqual(
      DEFAULT_CUSTOMER_VIEW,
    );
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const params = customerViewToParams(
      { search: '  priya ', sort: 'newest', after: '' },
      new URLSearchParams('tab=x&sort=name-atoz'),
    );
    expect(params.toString()).toBe('tab=x&q=priya');
  });

  it('asks the backend for the trimmed search', () => {
    expect(customerQueryOf({ search: ' rahul ', sort: 'name-atoz', after: 'c' })).toEqual({
      q: 'rahul',
      sortBy: 'name-atoz',
    });
  });

  it("links to a shopper's page with the id made safe for a path", () => {
    expect(customerHref('/admin/customers/:id', 'a/b')).toBe('/admin/customers/a%2Fb');
  });
});

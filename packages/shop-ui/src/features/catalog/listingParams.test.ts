import { STORAGE_KEYS } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  hasFilterParams,
  initialListingState,
  listingStateFromParams,
  listingStateToParams,
  listingTitle,
  NO_FILTERS,
  parseStoredFilters,
  readStoredFilters,
  sessionStore,
  toProductQuery,
  writeStoredFilters,
} from './listingParams';

/** A Map-backed Storage, so the tests run in Node without a DOM. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('listingStateFromParams', () => {
  it('defaults to no filters and price low to high', () => {
    expect(listingStateFromParams(new URLSearchParams())).toEqual({
      ...NO_FILTERS,
      category: [],
      brand: [],
      sortBy: 'price-lowtohigh',
    });
  });

  it('reads comma lists and the sort key', () => {
    const params = new URLSearchParams('category=women,men&brand=h%26m,nike&sortBy=title-ztoa');
    expect(listingStateFromParams(params)).toEqual({
      ...NO_FILTERS,
      category: ['men', 'women'],
      brand: ['nike', 'h&m'],
      sortBy: 'title-ztoa',
    });
  });

  it('drops unknown ids, duplicates and an unknown sort key', () => {
    const params = new URLSearchParams('category=men,aliens,men&brand=,gucci&sortBy=random');
    expect(listingStateFromParams(params)).toEqual({
      ...NO_FILTERS,
      category: ['men'],
      brand: [],
      sortBy: 'price-lowtohigh',
    });
  });

  it('accepts ids in any case', () => {
    expect(listingStateFromParams(new URLSearchParams('category=Men')).category).toEqual(['men']);
  });
});

describe('listingStateToParams', () => {
  it('writes comma lists and sortBy', () => {
    const params = listingStateToParams({
      ...NO_FILTERS,
      category: ['men', 'kids'],
      brand: ['h&m'],
      sortBy: 'title-atoz',
    });
    expect(params.get('category')).toBe('men,kids');
    expect(params.get('brand')).toBe('h&m');
    expect(params.get('sortBy')).toBe('title-atoz');
  });

  it('leaves empty lists out and keeps unrelated parameters', () => {
    const base = new URLSearchParams('category=men&page=2');
    const params = listingStateToParams(
      { ...NO_FILTERS, category: [], brand: [], sortBy: 'price-lowtohigh' },
      base,
    );
    expect(params.has('category')).toBe(false);
    expect(params.has('brand')).toBe(false);
    expect(params.get('page')).toBe('2');
    expect(base.get('category')).toBe('men');
  });

  it('writes its own parameters in one order, whatever order the URL had', () => {
    const base = new URLSearchParams('sortBy=price-lowtohigh&page=2');
    expect(
      listingStateToParams(
        { ...NO_FILTERS, category: ['men'], brand: [], sortBy: 'price-lowtohigh' },
        base,
      ).toString(),
    ).toBe('page=2&category=men&sortBy=price-lowtohigh');
  });

  it('round-trips through the query string', () => {
    const state = {
      ...NO_FILTERS,
      category: ['women' as const],
      brand: ['levi' as const],
      sortBy: 'price-hightolow' as const,
    };
    expect(
      listingStateFromParams(new URLSearchParams(listingStateToParams(state).toString())),
    ).toEqual(state);
  });
});

describe('stored filters', () => {
  it('parses what was stored and ignores junk', () => {
    expect(parseStoredFilters('{"category":["kids","x"],"brand":["puma"]}')).toEqual({
      ...NO_FILTERS,
      category: ['kids'],
      brand: ['puma'],
    });
    expect(parseStoredFilters('not json')).toEqual({ ...NO_FILTERS, category: [], brand: [] });
    expect(parseStoredFilters('null')).toEqual({ ...NO_FILTERS, category: [], brand: [] });
    expect(parseStoredFilters('{"category":"men"}')).toEqual({
      ...NO_FILTERS,
      category: [],
      brand: [],
    });
    expect(parseStoredFilters(null)).toEqual({ ...NO_FILTERS, category: [], brand: [] });
  });

  it('writes under the filters key and reads it back', () => {
    const storage = memoryStorage();
    writeStoredFilters({ ...NO_FILTERS, category: ['men'], brand: ['zara'] }, storage);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.filters) ?? '')).toEqual({
      ...NO_FILTERS,
      category: ['men'],
      brand: ['zara'],
    });
    expect(readStoredFilters(storage)).toEqual({
      ...NO_FILTERS,
      category: ['men'],
      brand: ['zara'],
    });
  });

  it('survives storage that throws', () => {
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('denied');
    };
    broken.setItem = () => {
      throw new Error('quota');
    };
    expect(readStoredFilters(broken)).toEqual({ ...NO_FILTERS, category: [], brand: [] });
    expect(() =>
      writeStoredFilters({ ...NO_FILTERS, category: [], brand: [] }, broken),
    ).not.toThrow();
  });

  it('has no storage on the server', () => {
    expect(typeof window).toBe('undefined');
    expect(sessionStore()).toBeNull();
    expect(readStoredFilters()).toEqual({ ...NO_FILTERS, category: [], brand: [] });
  });
});

describe('initialListingState', () => {
  const storage = memoryStorage({
    [STORAGE_KEYS.filters]: JSON.stringify({ category: ['kids'], brand: ['nike'] }),
  });

  it('prefers filters in the query string', () => {
    expect(initialListingState(new URLSearchParams('category=men'), storage)).toEqual({
      ...NO_FILTERS,
      category: ['men'],
      brand: [],
      sortBy: 'price-lowtohigh',
    });
  });

  it('falls back to session storage, with the sort from the URL', () => {
    expect(initialListingState(new URLSearchParams('sortBy=title-atoz'), storage)).toEqual({
      ...NO_FILTERS,
      category: ['kids'],
      brand: ['nike'],
      sortBy: 'title-atoz',
    });
  });

  it('starts empty with neither', () => {
    expect(initialListingState(new URLSearchParams(), null)).toEqual({
      ...NO_FILTERS,
      category: [],
      brand: [],
      sortBy: 'price-lowtohigh',
    });
  });
});

describe('helpers', () => {
  it('builds the product query', () => {
    expect(
      toProductQuery({ ...NO_FILTERS, category: ['men'], brand: [], sortBy: 'title-atoz' }),
    ).toEqual({
      filters: { ...NO_FILTERS, category: ['men'], brand: [] },
      sortBy: 'title-atoz',
    });
  });

  it('counts the filters that are on', () => {
    expect(activeFilterCount({ ...NO_FILTERS, category: [], brand: [] })).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, category: ['men', 'kids'], brand: ['zara'] })).toBe(
      3,
    );
  });

  it('names the listing after the chosen categories', () => {
    expect(listingTitle({ category: [] })).toBe('All Products');
    expect(listingTitle({ category: ['men'] })).toBe('Men');
    expect(listingTitle({ category: ['women', 'kids'] })).toBe('Women & Kids');
  });
});

describe('sizes, colours and a price range (extension product-facets)', () => {
  it('reads them from the address in reading order, dropping what cannot be one', () => {
    const state = listingStateFromParams(
      new URLSearchParams('size=XL,M,, M&colour=Red,Navy&minPrice=500&maxPrice=2000.5'),
    );
    expect(state).toMatchObject({
      size: ['M', 'XL'],
      colour: ['Navy', 'Red'],
      minPrice: 500,
      maxPrice: 2000.5,
    });
    expect(
      listingStateFromParams(new URLSearchParams('minPrice=-3&maxPrice=abc')),
    ).not.toHaveProperty('minPrice');
    // Upside down is no range at all.
    const upsideDown = listingStateFromParams(new URLSearchParams('minPrice=900&maxPrice=100'));
    expect(upsideDown.minPrice).toBeUndefined();
    expect(upsideDown.maxPrice).toBeUndefined();
  });

  it('writes them after category and brand and before the sort, and counts each once', () => {
    const state = {
      ...NO_FILTERS,
      brand: ['nike' as const],
      size: ['M'],
      colour: ['Navy'],
      minPrice: 500,
      sortBy: 'title-atoz' as const,
    };
    expect(listingStateToParams(state).toString()).toBe(
      'brand=nike&size=M&colour=Navy&minPrice=500&sortBy=title-atoz',
    );
    expect(hasFilterParams(new URLSearchParams('maxPrice=10'))).toBe(true);
    expect(activeFilterCount(state)).toBe(4);
    expect(toProductQuery(state).filters).toMatchObject({ size: ['M'], minPrice: 500 });
  });

  it('carries a colour or size whose name holds a comma, keeping plain names as they were', () => {
    const state = {
      ...NO_FILTERS,
      size: ['M', '32, long'],
      colour: ['Navy, dark', 'Red'],
      sortBy: 'title-atoz' as const,
    };
    const params = listingStateToParams(state);
    expect(params.get('size')).toBe('M,32\\, long');
    expect(params.get('colour')).toBe('Navy\\, dark,Red');
    const read = listingStateFromParams(new URLSearchParams(params.toString()));
    expect(new Set(read.size)).toEqual(new Set(state.size));
    expect(read.colour).toEqual(state.colour);
    expect(listingStateToParams({ ...state, size: ['M'], colour: ['Red'] }).toString()).toBe(
      'size=M&colour=Red&sortBy=title-atoz',
    );
  });

  it('keeps them in session storage and reads them back', () => {
    const storage = memoryStorage();
    writeStoredFilters({ ...NO_FILTERS, size: ['S'], colour: ['Black'], maxPrice: 999 }, storage);
    expect(readStoredFilters(storage)).toEqual({
      ...NO_FILTERS,
      size: ['S'],
      colour: ['Black'],
      maxPrice: 999,
    });
  });
});

import { STORAGE_KEYS } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  initialListingState,
  listingStateFromParams,
  listingStateToParams,
  listingTitle,
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
      category: [],
      brand: [],
      sortBy: 'price-lowtohigh',
    });
  });

  it('reads comma lists and the sort key', () => {
    const params = new URLSearchParams('category=women,men&brand=h%26m,nike&sortBy=title-ztoa');
    expect(listingStateFromParams(params)).toEqual({
      category: ['men', 'women'],
      brand: ['nike', 'h&m'],
      sortBy: 'title-ztoa',
    });
  });

  it('drops unknown ids, duplicates and an unknown sort key', () => {
    const params = new URLSearchParams('category=men,aliens,men&brand=,gucci&sortBy=random');
    expect(listingStateFromParams(params)).toEqual({
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
      { category: [], brand: [], sortBy: 'price-lowtohigh' },
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
        { category: ['men'], brand: [], sortBy: 'price-lowtohigh' },
        base,
      ).toString(),
    ).toBe('page=2&category=men&sortBy=price-lowtohigh');
  });

  it('round-trips through the query string', () => {
    const state = {
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
      category: ['kids'],
      brand: ['puma'],
    });
    expect(parseStoredFilters('not json')).toEqual({ category: [], brand: [] });
    expect(parseStoredFilters('null')).toEqual({ category: [], brand: [] });
    expect(parseStoredFilters('{"category":"men"}')).toEqual({ category: [], brand: [] });
    expect(parseStoredFilters(null)).toEqual({ category: [], brand: [] });
  });

  it('writes under the filters key and reads it back', () => {
    const storage = memoryStorage();
    writeStoredFilters({ category: ['men'], brand: ['zara'] }, storage);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.filters) ?? '')).toEqual({
      category: ['men'],
      brand: ['zara'],
    });
    expect(readStoredFilters(storage)).toEqual({ category: ['men'], brand: ['zara'] });
  });

  it('survives storage that throws', () => {
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('denied');
    };
    broken.setItem = () => {
      throw new Error('quota');
    };
    expect(readStoredFilters(broken)).toEqual({ category: [], brand: [] });
    expect(() => writeStoredFilters({ category: [], brand: [] }, broken)).not.toThrow();
  });

  it('has no storage on the server', () => {
    expect(typeof window).toBe('undefined');
    expect(sessionStore()).toBeNull();
    expect(readStoredFilters()).toEqual({ category: [], brand: [] });
  });
});

describe('initialListingState', () => {
  const storage = memoryStorage({
    [STORAGE_KEYS.filters]: JSON.stringify({ category: ['kids'], brand: ['nike'] }),
  });

  it('prefers filters in the query string', () => {
    expect(initialListingState(new URLSearchParams('category=men'), storage)).toEqual({
      category: ['men'],
      brand: [],
      sortBy: 'price-lowtohigh',
    });
  });

  it('falls back to session storage, with the sort from the URL', () => {
    expect(initialListingState(new URLSearchParams('sortBy=title-atoz'), storage)).toEqual({
      category: ['kids'],
      brand: ['nike'],
      sortBy: 'title-atoz',
    });
  });

  it('starts empty with neither', () => {
    expect(initialListingState(new URLSearchParams(), null)).toEqual({
      category: [],
      brand: [],
      sortBy: 'price-lowtohigh',
    });
  });
});

describe('helpers', () => {
  it('builds the product query', () => {
    expect(toProductQuery({ category: ['men'], brand: [], sortBy: 'title-atoz' })).toEqual({
      filters: { category: ['men'], brand: [] },
      sortBy: 'title-atoz',
    });
  });

  it('counts the filters that are on', () => {
    expect(activeFilterCount({ category: [], brand: [] })).toBe(0);
    expect(activeFilterCount({ category: ['men', 'kids'], brand: ['zara'] })).toBe(3);
  });

  it('names the listing after the chosen categories', () => {
    expect(listingTitle({ category: [] })).toBe('All Products');
    expect(listingTitle({ category: ['men'] })).toBe('Men');
    expect(listingTitle({ category: ['women', 'kids'] })).toBe('Women & Kids');
  });
});

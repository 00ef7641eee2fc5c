import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/errors';
import { createPageStore } from './pageStore';

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('createPageStore', () => {
  it('loads each page once, in any order, and tells its listeners when one arrives', async () => {
    const fetchPage = vi.fn(async (page: number) => [`item ${page}`]);
    const store = createPageStore(fetchPage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.load(7);
    store.load(3);
    store.load(7);
    await settle();
    store.load(3);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([7, 3]);
    expect(store.pages.get(7)).toEqual(['item 7']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed page failed until retry, with the reason', async () => {
    let fail = true;
    const fetchPage = vi.fn(async (page: number) => {
      if (fail) throw new ApiError('Busy', { kind: 'http', status: 503 });
      return [page];
    });
    const store = createPageStore(fetchPage);
    store.load(2);
    await settle();
    expect(store.error?.message).toBe('Busy');
    store.load(2);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    fail = false;
    store.retry();
    expect(store.error).toBeUndefined();
    await settle();
    expect(store.pages.get(2)).toEqual([2]);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const store = createPageStore(async () => []);
    const listener = vi.fn();
    store.subscribe(listener)();
    store.load(2);
    await settle();
    expect(listener).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warmIntl';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('warmIntl', () => {
  it('leaves out the grid list’s collator where the page has none', async () => {
    const collator = vi.spyOn(Intl, 'Collator');
    await warmIntl('/shop/home', 'en-US');
    expect(collator).not.toHaveBeenCalled();
  });

  it('makes the first render’s formatters in tasks of their own, after start-up has gone on', async () => {
    vi.useFakeTimers();
    const collator = vi.spyOn(Intl, 'Collator');
    const lists = vi.spyOn(Intl, 'ListFormat');
    const done = warmIntl('/shop/listing', 'en-US');
    // Nothing runs in the caller's task, and one formatter per task after it (prices first).
    await vi.advanceTimersToNextTimerAsync();
    expect(collator).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(collator).toHaveBeenCalledWith('en-US', { usage: 'search', sensitivity: 'base' });
    await vi.runAllTimersAsync();
    await done;
    // The sort menu is the browser's own select: no list formatter for its value.
    expect(lists).not.toHaveBeenCalled();
  });

  it('goes on past a formatter the browser refuses', async () => {
    vi.spyOn(Intl, 'Collator').mockImplementation(() => {
      throw new RangeError('no collator');
    });
    await expect(warmIntl('/shop/listing', 'en-US')).resolves.toBeUndefined();
  });
});

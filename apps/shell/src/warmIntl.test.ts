import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warmIntl';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('warmIntl', () => {
  it('leaves out the select’s formatters where the page has no select', async () => {
    const collator = vi.spyOn(Intl, 'Collator');
    const lists = vi.spyOn(Intl, 'ListFormat');
    await warmIntl('/shop/home', 'en-US');
    expect(collator).not.toHaveBeenCalled();
    expect(lists).not.toHaveBeenCalled();
  });

  it('makes the first render’s formatters in tasks of their own, after start-up has gone on', async () => {
    vi.useFakeTimers();
    const collator = vi.spyOn(Intl, 'Collator');
    const lists = vi.spyOn(Intl, 'ListFormat');
    const done = warmIntl('/shop/listing', 'en-US');
    // Nothing runs in the caller's task, and one formatter per task after it.
    await vi.advanceTimersToNextTimerAsync();
    expect(collator).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(collator).toHaveBeenCalledWith('en-US', { usage: 'search', sensitivity: 'base' });
    expect(lists).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    await done;
    expect(lists).toHaveBeenCalledWith('en-US', {});
  });

  it('goes on past a formatter the browser refuses', async () => {
    vi.spyOn(Intl, 'Collator').mockImplementation(() => {
      throw new RangeError('no collator');
    });
    const lists = vi.spyOn(Intl, 'ListFormat');
    await warmIntl('/shop/listing', 'en-US');
    expect(lists).toHaveBeenCalledWith('en-US', {});
  });
});

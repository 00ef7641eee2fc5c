import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warmIntl';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('warmIntl', () => {
  it('makes the prices’ formatter in a task of its own, after start-up has gone on', async () => {
    vi.useFakeTimers();
    const formatMoney = vi.spyOn(await import('@atelier/api-client'), 'formatMoney');
    const done = warmIntl();
    // Nothing runs in the caller's task.
    expect(formatMoney).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(formatMoney).toHaveBeenCalledWith(0);
    await done;
  });

  it('goes on past a formatter the browser refuses', async () => {
    vi.spyOn(await import('@atelier/api-client'), 'formatMoney').mockImplementation(() => {
      throw new RangeError('no currency data');
    });
    await expect(warmIntl()).resolves.toBeUndefined();
  });
});

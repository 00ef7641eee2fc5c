import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eachWhenLoadedAndIdle } from './afterPaint';

/** A loaded page whose idle periods the test hands out one at a time. */
let idle: Array<() => void>;
let timeouts: Array<number | undefined>;
beforeEach(() => {
  idle = [];
  timeouts = [];
  vi.stubGlobal('document', { readyState: 'complete' });
  vi.stubGlobal('requestIdleCallback', (task: () => void, options?: IdleRequestOptions) => {
    timeouts.push(options?.timeout);
    return idle.push(task);
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idle[handle - 1] = () => {};
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('eachWhenLoadedAndIdle', () => {
  it('runs one task per idle period, in order', () => {
    const ran: string[] = [];
    eachWhenLoadedAndIdle(['a', 'b', 'c'].map((name) => () => ran.push(name)));
    expect(ran).toEqual([]);
    idle[0]?.();
    expect(ran).toEqual(['a']);
    idle[1]?.();
    expect(ran).toEqual(['a', 'b']);
    idle[2]?.();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(idle).toHaveLength(3);
    expect(timeouts).toEqual([2_000, 2_000, 2_000]);
  });

  it('gives each task the wait it is given for an idle period', () => {
    eachWhenLoadedAndIdle([() => {}, () => {}], { timeout: 300 });
    idle[0]?.();
    expect(timeouts).toEqual([300, 300]);
  });

  it('runs nothing more once cancelled', () => {
    const ran: string[] = [];
    const cancel = eachWhenLoadedAndIdle(['a', 'b'].map((name) => () => ran.push(name)));
    idle[0]?.();
    cancel();
    idle[1]?.();
    expect(ran).toEqual(['a']);
  });
});

import { REQUEST } from '../messages';
import { ServiceError } from '../services/errors';

export interface Gate {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Lets at most `max` pieces of work run at once and `queue` more wait; beyond that it refuses
 * at once ("busy"), so a flood of password hashing cannot queue up behind one another and starve
 * everyone else of CPU for seconds.
 */
export function createGate(max: number, queue: number): Gate {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run(work) {
      if (running >= max) {
        if (waiting.length >= queue) throw new ServiceError('busy', REQUEST.busy, 1);
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

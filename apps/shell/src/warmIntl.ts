import { formatMoney } from '@atelier/api-client';

/**
 * The page's first currency formatter loads the browser's number-formatting data: on a
 * 4x-throttled phone 25 to 90 ms, paid inside the first render (the prices). Made here, in a
 * task of its own while start-up waits on the network, that data is loaded before the render
 * needs it. Resolves once it is made.
 */
export function warmIntl(): Promise<void> {
  return new Promise((done) => {
    setTimeout(() => {
      try {
        formatMoney(0);
      } catch {
        // A formatter this browser refuses is the render's to deal with, as without warming.
      }
      done();
    });
  });
}

import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { boundedMemo } from './boundedMemo';

/** Distinct method and path pairs remembered: the app's fixed paths many times over. */
const REMEMBERED = 1024;
/** Longer paths (none of the app's own) are matched each time, so a client cannot fill memory. */
const LONGEST_REMEMBERED = 256;

/**
 * Hono's default router, with each method and path's match remembered. The contract puts a
 * parameter where other admin product routes have a fixed word (`/:productId/sizes` beside
 * `/add`), which RegExpRouter refuses; the trie router Hono falls back to spends 2.4 µs matching
 * `/api/shop/products/get` among ~60 routes, a sixth of a cached listing answer's own time. A
 * match depends on nothing but the method and the path, so each is worked out once.
 */
export class RememberedRouter<T> implements Router<T> {
  name = 'RememberedRouter';
  readonly #inner: Router<T> = new SmartRouter({
    routers: [new RegExpRouter(), new TrieRouter()],
  });
  readonly #remember = boundedMemo<string, Result<T>>(REMEMBERED);

  add(method: string, path: string, handler: T): void {
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > LONGEST_REMEMBERED) return this.#inner.match(method, path);
    return this.#remember(`${method} ${path}`, () => this.#inner.match(method, path));
  }
}

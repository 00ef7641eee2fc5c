import { SERVER_MESSAGES } from '@atelier/api-client';
import type { BackendName, Method, Reply, RequestOptions, Session } from './backends';
import { MESSAGE, type Shape } from './shapes';
import type { Shopper, World } from './world';

export interface Expectation {
  status: number;
  /** The exact message; left out when the answer carries none. */
  message?: string;
  shape: Shape;
}

/** What a case's run produced, with parts of the expectation only the run could know. */
export interface Outcome {
  reply: Reply;
  expect?: Partial<Expectation>;
}

export type CaseKind =
  | 'success'
  | 'validation'
  | 'not found'
  | 'conflict'
  | "other user's"
  | 'guest'
  | 'shopper on admin'
  | 'extension';

export interface ContractCase {
  /** `METHOD /path` of the call under test. */
  endpoint: string;
  name: string;
  kind: CaseKind;
  run(world: World): Promise<Reply | Outcome>;
  expect: Expectation;
  /** Checks beyond status, message and shape (e.g. what a later read shows). */
  check?(reply: Reply, world: World): Promise<void> | void;
  /**
   * A backend known not to pass yet, and what it must change. The case runs there as an
   * expected failure, so it turns red the day the backend is fixed and the marker can go.
   */
  pending?: Partial<Record<BackendName, string>>;
  /** Runs on one backend only; `because` says why the other may legitimately differ. */
  only?: { backend: BackendName; because: string };
}

export const { common } = SERVER_MESSAGES;

/** An id no backend has given out. */
export const UNKNOWN_ID = '65b2a7c1ffffffffffffffff';

export const refused = (status: number, message: string): Expectation => ({
  status,
  message,
  shape: MESSAGE,
});
export const invalid = (field: string, problem: string) =>
  refused(400, common.invalidField(field, problem));

export interface Call {
  method: Method;
  path: string;
  options?: RequestOptions;
}

/**
 * The access cases every protected call gets: a guest is asked to sign in (401), a shopper is
 * kept out of the back office (403), a shopper naming someone else's id is refused (403).
 */
export function accessCases(
  endpoint: string,
  access: 'session' | 'admin' | 'owner',
  call: (world: World, owner: Shopper) => Promise<Call> | Call,
): ContractCase[] {
  const as =
    (actor: (world: World, owner: Shopper) => Promise<Session>) => async (world: World) => {
      const owner = await world.shopper();
      const { method, path, options } = await call(world, owner);
      return (await actor(world, owner)).request(method, path, options);
    };
  const cases: ContractCase[] = [
    {
      endpoint,
      name: 'a guest is asked to sign in',
      kind: 'guest',
      run: as(async (world) => world.guest()),
      expect: refused(401, common.unauthorised),
    },
  ];
  if (access === 'admin') {
    cases.push({
      endpoint,
      name: 'a shopper is kept out of the back office',
      kind: 'shopper on admin',
      run: as(async (_world, owner) => owner.session),
      expect: refused(403, common.accessDenied),
    });
  }
  if (access === 'owner') {
    cases.push({
      endpoint,
      name: "another shopper is refused the owner's data",
      kind: "other user's",
      run: as(async (world) => (await world.shopper('Someone Else')).session),
      expect: refused(403, common.accessDenied),
    });
  }
  return cases;
}

import type { MockUser } from './fixtures/users';
import { FORBIDDEN, fail, UNAUTHORISED } from './respond';
import type { MockStore } from './store';

export interface AccessRule {
  /** Admin-only route. */
  admin?: boolean;
  /** The userId the request names (path or body); it must be the signed-in user's. */
  owner?: unknown;
}

/**
 * The one session check every protected route goes through: 401 without a session, 403 when
 * the session may not act here. Returns the signed-in user.
 */
export function authorize(store: MockStore, rule: AccessRule = {}): MockUser {
  const user = store.currentUser();
  if (!user) fail(401, UNAUTHORISED);
  if (rule.admin && user.role !== 'admin') fail(403, FORBIDDEN);
  if (rule.owner !== undefined && rule.owner !== user.id) fail(403, FORBIDDEN);
  return user;
}

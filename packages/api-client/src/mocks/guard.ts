import { SERVER_MESSAGES } from '../contract/serverMessages';
import type { MockUser } from './fixtures';
import { fail } from './respond';
import type { MockStore } from './store';

export interface AccessRule {
  /** Admin-only route. */
  admin?: boolean;
  /** The userId the request names (path or body); it must be the signed-in user's. */
  owner?: unknown;
}

const { unauthorised, accessDenied } = SERVER_MESSAGES.common;

/**
 * The one session check every protected route goes through: 401 without a session, 403 when
 * the session may not act here (the same 403 whether or not the other user exists). Returns
 * the signed-in user.
 */
export function authorize(store: MockStore, rule: AccessRule = {}): MockUser {
  const user = store.currentUser();
  if (!user) fail(401, unauthorised);
  if (rule.admin && user.role !== 'admin') fail(403, accessDenied);
  if (rule.owner !== undefined && rule.owner !== user.id) fail(403, accessDenied);
  return user;
}

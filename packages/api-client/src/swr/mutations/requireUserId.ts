import type { MaybeId } from '../types';

/**
 * User-scoped action hooks are called unconditionally (rules of hooks), often before the session
 * is known; calling one of their actions without a user is a bug in the screen, not a server
 * answer, so it fails loudly instead of sending a request the server would refuse.
 */
export function requireUserId(userId: MaybeId, action: string): string {
  if (!userId) {
    throw new Error(
      `${action} needs a logged-in user; only offer it when useSession() has a user.`,
    );
  }
  return userId;
}

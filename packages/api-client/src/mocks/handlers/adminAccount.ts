import type { HttpHandler } from 'msw';
import { SERVER_MESSAGES } from '../../contract';
import { adminPasswordBody } from '../../schemas';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { jsonBody } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';

const MESSAGES = SERVER_MESSAGES.adminAccount;

/** The signed-in admin's own account: the password change (an extension). */
export function adminAccountHandlers(route: Router): HttpHandler[] {
  return [
    route.put(endpoint('adminAccount', '/password'), async ({ request, store }) => {
      const admin = authorize(store, { admin: true });
      const body = await jsonBody(request, adminPasswordBody);
      if (body.currentPassword !== admin.password) fail(400, MESSAGES.currentPasswordWrong);
      // One browser holds the mock's one session: there are no other sessions to end.
      admin.password = body.newPassword;
      return ok({ success: true, message: MESSAGES.passwordChanged });
    }),
  ];
}

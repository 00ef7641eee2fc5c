import { adminPasswordBody } from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { ADMIN_ACCOUNT } from '../../messages';
import { currentUser, requireAdmin } from '../access';
import { clientIp } from '../clientIp';
import type { AppEnv } from '../env';
import { jsonBody } from '../validate';

/** The signed-in admin's own account (extension: the back office's password change). */
export function adminAccountRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.put('/password', async (c) => {
    const body = await jsonBody(c, adminPasswordBody);
    const { services, config } = c.get('deps');
    // requireAdmin ran: there is a session, and its token.
    await services.auth.changePassword(
      currentUser(c),
      body,
      clientIp(c, config.trustProxy),
      c.get('sessionToken') ?? '',
    );
    return c.json({ success: true, message: ADMIN_ACCOUNT.passwordChanged });
  });

  return app;
}

import { dashboardQuery } from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { requireAdmin } from '../access';
import type { AppEnv } from '../env';
import { query } from '../validate';

/** Extension 'admin-dashboard': the back office's figures for a period. */
export function adminDashboardRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);
  app.get('/', async (c) => {
    const data = await c.get('deps').services.backOffice.dashboard(query(c, dashboardQuery));
    return c.json({ success: true, data });
  });
  return app;
}

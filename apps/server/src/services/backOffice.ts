import {
  ADMIN_PAGE_LIMIT,
  type AdminOrderPage,
  type DashboardFigures,
  dashboardRange,
} from '@atelier/api-client';
import type { AdminOrderSearchQuery, DashboardQueryInput } from '@atelier/api-client/schemas';
import { searchAdminOrders } from '../db/adminOrders';
import { dashboardFiguresOf } from '../db/dashboard';
import { REQUEST } from '../messages';
import type { ServiceContext } from './context';
import { invalid } from './errors';
import { publicOrder } from './orders';

/** The back office at the size of a real shop: what it reads a page or a figure at a time. */
export function createBackOfficeService(ctx: ServiceContext) {
  const { db, images, clock } = ctx;
  return {
    /** Extension 'admin-order-search': one page of the searched orders. */
    async searchOrders(query: AdminOrderSearchQuery): Promise<AdminOrderPage> {
      const answer = await searchAdminOrders(
        db,
        query,
        query.limit ?? ADMIN_PAGE_LIMIT,
        images.url,
      );
      if ('badCursor' in answer) throw invalid(REQUEST.badCursor);
      return { success: true, ...answer.page, data: answer.page.data.map(publicOrder) };
    },

    /** Extension 'admin-dashboard': the figures of a period, 'today' by the server's clock. */
    async dashboard(query: DashboardQueryInput): Promise<DashboardFigures> {
      const figures = await dashboardFiguresOf(db, dashboardRange(query, clock()), images.url);
      return {
        ...figures,
        needingAction: figures.needingAction.map(publicOrder),
        recent: figures.recent.map(publicOrder),
      };
    },
  };
}

import { DashboardScreen } from '@atelier/admin-ui';
import { queryPage } from '../../queryPage';

/** /admin/dashboard: the shop at a glance; the period lives in the query string (period, from, to). */
export default queryPage(DashboardScreen);

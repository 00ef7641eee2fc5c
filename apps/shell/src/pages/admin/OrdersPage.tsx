import { OrdersScreen } from '@atelier/admin-ui';
import { queryPage } from '../../queryPage';

/** /admin/orders: search, filters and sort live in the query string (q, payment, status, sort). */
export default queryPage(OrdersScreen);

import { CustomersScreen } from '@atelier/admin-ui';
import { queryPage } from '../../queryPage';

/** /admin/customers: the shoppers; search, sort and page live in the query string (q, sort, after). */
export default queryPage(CustomersScreen);

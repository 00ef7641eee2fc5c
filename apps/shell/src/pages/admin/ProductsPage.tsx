import { ProductsScreen } from '@atelier/admin-ui';
import { queryPage } from '../../queryPage';

/**
 * /admin/products: the catalogue, with the add and edit panel; search, filters, sort, layout and
 * page live in the query string (q, category, brand, stock, sort, view, after).
 */
export default queryPage(ProductsScreen);

import { ListingScreen } from '@atelier/shop-ui/screens';
import { queryPage } from '../../queryPage';

/** /shop/listing: filters and sort live in the query string (category, brand, sortBy). */
export default queryPage(ListingScreen);

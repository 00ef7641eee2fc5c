export {
  type CustomerListView,
  customerHref,
  customerQueryOf,
  customerViewFromParams,
  customerViewToParams,
  DEFAULT_CUSTOMER_VIEW,
} from './customerView';

export {
  DEFAULT_ORDER_VIEW,
  isDefaultOrderView,
  ORDER_VIEW_PARAMS,
  type OrderView,
  orderQueryOf,
  orderViewFromParams,
  orderViewToParams,
  PAYMENT_LABELS,
  SORT_LABELS,
  STATUS_FILTERS,
  STATUS_LABELS,
} from './orderView';

export { AccountScreen, type AccountScreenProps, type AccountTab } from './AccountScreen';
export {
  OrderDetails,
  OrderDetailsDialog,
  type OrderDetailsDialogProps,
  type OrderDetailsProps,
} from './OrderDetails';
export { OrderList, type OrderListProps } from './OrderList';
export { OrdersPanel, type OrdersPanelProps } from './OrdersPanel';
export {
  WishlistList,
  type WishlistListProps,
  WishlistPanel,
  type WishlistPanelProps,
} from './Wishlist';

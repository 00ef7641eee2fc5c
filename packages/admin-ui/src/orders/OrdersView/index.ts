export { OrdersView, type OrdersViewProps, orderCountText } from './OrdersView';

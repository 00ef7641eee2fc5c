export { AdminOrderList, type AdminOrderListProps } from './AdminOrderList';

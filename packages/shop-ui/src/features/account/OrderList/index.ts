export { OrderList, type OrderListProps } from './OrderList';

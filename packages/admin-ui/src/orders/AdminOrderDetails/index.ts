export { AdminOrderDetails, type AdminOrderDetailsProps } from './AdminOrderDetails';

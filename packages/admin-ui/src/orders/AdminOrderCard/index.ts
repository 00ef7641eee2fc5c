export { AdminOrderCard, type AdminOrderCardProps } from './AdminOrderCard';

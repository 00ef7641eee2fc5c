export { OrdersScreen, type OrdersScreenProps } from './OrdersScreen';

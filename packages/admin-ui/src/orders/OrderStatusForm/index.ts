export { OrderStatusForm, type OrderStatusFormProps } from './OrderStatusForm';

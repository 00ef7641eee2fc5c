export { OrderStatusForm, type OrderStatusFormProps, type StatusChange } from './OrderStatusForm';

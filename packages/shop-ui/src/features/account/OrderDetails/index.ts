export { OrderDetails, type OrderDetailsProps } from './OrderDetails';
export {
  ORDER_DETAILS_TITLE,
  OrderDetailsDialog,
  type OrderDetailsDialogProps,
} from './OrderDetailsDialog';

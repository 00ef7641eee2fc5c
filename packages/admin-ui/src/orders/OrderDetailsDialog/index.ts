export { OrderDetailsDialog, type OrderDetailsDialogProps } from './OrderDetailsDialog';

export {
  BlockCustomerDialog,
  type BlockCustomerDialogProps,
  REASON_REQUIRED,
} from './BlockCustomerDialog';

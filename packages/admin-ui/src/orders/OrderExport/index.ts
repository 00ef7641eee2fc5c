export { OrderExportDialog, type OrderExportDialogProps } from './OrderExportDialog';

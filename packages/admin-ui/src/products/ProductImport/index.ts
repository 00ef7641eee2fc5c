export { ImportReport, type ImportReportProps } from './ImportReport';
export { ProductImportDialog, type ProductImportDialogProps } from './ProductImportDialog';

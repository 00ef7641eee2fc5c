export { ProductDialog, type ProductDialogProps } from './ProductDialog';
export { useProductDialogActions } from './useProductDialogActions';

export { ProductDetails, type ProductDetailsProps } from './ProductDetails';
export { ProductDialog, type ProductDialogProps } from './ProductDialog';
export { ProductScreen, type ProductScreenProps } from './ProductScreen';
export { PurchasePanel, type PurchasePanelProps, type PurchaseRequest } from './PurchasePanel';
export { type ReviewDraft, ReviewForm, type ReviewFormProps } from './ReviewForm';
export { ReviewList, type ReviewListProps } from './ReviewList';
export { SizePicker, type SizePickerProps } from './SizePicker';
export { WishlistButton, type WishlistButtonProps } from './WishlistButton';

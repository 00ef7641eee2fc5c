export { ColourSwatches, type ColourSwatchesProps } from './ColourSwatches';
export { ProductDialog, type ProductDialogProps } from './ProductDialog';
export { ProductGallery, type ProductGalleryProps } from './ProductGallery';
export { PurchasePanel, type PurchasePanelProps, type PurchaseRequest } from './PurchasePanel';
export { type ReviewDraft, ReviewForm, type ReviewFormProps } from './ReviewForm';
export { ReviewList, type ReviewListProps } from './ReviewList';
export { SizePicker, type SizePickerProps } from './SizePicker';
export { type ColourChoice, useColourChoice } from './useColourChoice';
export { WishlistButton, type WishlistButtonProps } from './WishlistButton';

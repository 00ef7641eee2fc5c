export { ColourSwatches, type ColourSwatchesProps } from './ColourSwatches';
export { FitSummary, type FitSummaryProps } from './FitSummary';
export { ProductDetails, type ProductDetailsProps } from './ProductDetails';
export { ProductDialog, type ProductDialogProps } from './ProductDialog';
export { ProductGallery, type ProductGalleryProps } from './ProductGallery';
export { ProductScreen, type ProductScreenProps } from './ProductScreen';
export { PurchasePanel, type PurchasePanelProps, type PurchaseRequest } from './PurchasePanel';
export { type ReviewDraft, ReviewForm, type ReviewFormProps } from './ReviewForm';
export { ReviewList, type ReviewListProps } from './ReviewList';
export {
  SizeGuideButton,
  type SizeGuideButtonProps,
  SizeGuideTable,
  type SizeGuideTableProps,
} from './SizeGuide';
export { SizePicker, type SizePickerProps } from './SizePicker';
export { type ColourChoice, useColourChoice } from './useColourChoice';
export { WishlistButton, type WishlistButtonProps } from './WishlistButton';

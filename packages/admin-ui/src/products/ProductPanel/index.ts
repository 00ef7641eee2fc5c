export { ProductPanel, type ProductPanelProps, type ProductSizeActions } from './ProductPanel';
export type { ProductPanelTab } from './useProductPanelState';

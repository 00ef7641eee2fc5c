export { QuickAddChoice } from './QuickAddChoice';
export { sizesWithRoom } from './sizesWithRoom';
export { type QuickAddToCart, type SizeChoice, useQuickAddToCart } from './useQuickAddToCart';

export { useQuickAddToCart } from './useQuickAddToCart';

export { LOGIN_PATH, useQuickAddToCart } from './useQuickAddToCart';

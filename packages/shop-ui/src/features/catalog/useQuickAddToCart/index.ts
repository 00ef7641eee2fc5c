export { errorMessage, LOGIN_PATH, useQuickAddToCart } from './useQuickAddToCart';

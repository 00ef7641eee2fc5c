export { PriceRange, type PriceRangeProps, type PriceRangeValue } from './PriceRange';
export { checkPriceRange, PRICE_RANGE_MESSAGES } from './priceInput';

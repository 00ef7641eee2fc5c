export { CartReview, type CartReviewProps } from './CartReview';

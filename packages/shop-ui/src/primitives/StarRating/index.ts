export { StarRating, type StarRatingProps, type StarRatingSize } from './StarRating';

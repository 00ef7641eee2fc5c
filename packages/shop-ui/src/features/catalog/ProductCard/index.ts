export { ProductCard, type ProductCardProps, ProductPrice } from './ProductCard';
export { brandLabel, cardBadge, categoryLabel } from './productLabels';

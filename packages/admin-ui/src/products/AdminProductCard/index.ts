export { AdminProductCard, type AdminProductCardProps } from './AdminProductCard';

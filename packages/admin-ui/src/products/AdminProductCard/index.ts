export { AdminProductCard, type AdminProductCardProps } from './AdminProductCard';
export { stockLabel } from './stockLabel';

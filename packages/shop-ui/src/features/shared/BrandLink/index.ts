export { BrandLink } from './BrandLink';

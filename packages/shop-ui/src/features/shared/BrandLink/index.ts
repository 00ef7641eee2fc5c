export { BrandLink, type BrandLinkProps } from './BrandLink';

export { NotFoundPage as default } from '@atelier/shop-ui/screens';

export { UnauthPage as default } from '@atelier/shop-ui/screens';

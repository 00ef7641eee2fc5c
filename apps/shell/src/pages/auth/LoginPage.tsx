export { LoginScreen as default } from '@atelier/shop-ui';

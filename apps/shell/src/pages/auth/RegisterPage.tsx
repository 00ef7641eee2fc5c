export { RegisterScreen as default } from '@atelier/shop-ui';

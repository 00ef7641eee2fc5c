export { AccountScreen as default } from '@atelier/shop-ui/screens';

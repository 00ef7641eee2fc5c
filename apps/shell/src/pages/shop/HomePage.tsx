export { HomeScreen as default } from '@atelier/shop-ui/screens';

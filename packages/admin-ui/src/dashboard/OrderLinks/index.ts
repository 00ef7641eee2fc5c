export { OrderLinks, type OrderLinksProps } from './OrderLinks';

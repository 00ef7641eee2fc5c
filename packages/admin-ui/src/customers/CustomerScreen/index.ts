export { CustomerScreen, type CustomerScreenProps } from './CustomerScreen';

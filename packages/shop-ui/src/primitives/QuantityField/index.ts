export { QuantityField, type QuantityFieldProps } from './QuantityField';

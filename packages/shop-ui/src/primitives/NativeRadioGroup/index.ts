export { NativeRadioGroup, type NativeRadioGroupProps } from './NativeRadioGroup';

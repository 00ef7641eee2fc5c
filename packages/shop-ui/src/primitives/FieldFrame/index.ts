export { FieldFrame, type FieldFrameProps } from './FieldFrame';
export { controlChrome, fieldRoot, labelText } from './fieldStyles';
export { invalidState } from './invalidState';

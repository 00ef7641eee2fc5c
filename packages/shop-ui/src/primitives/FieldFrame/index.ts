export {
  controlChrome,
  FieldFrame,
  type FieldFrameProps,
  fieldRoot,
  labelText,
} from './FieldFrame';
export { invalidState } from './invalidState';

export {
  NativeButton,
  type NativeButtonProps,
  NativeIconButton,
  type NativeIconButtonProps,
} from './NativeButton';

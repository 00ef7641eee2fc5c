export { ProductScreen, type ProductScreenProps } from './ProductScreen';
export { LINK_COPIED, ShareButton, type ShareButtonProps } from './ShareButton';

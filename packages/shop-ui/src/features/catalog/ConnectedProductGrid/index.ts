export {
  ConnectedProductGrid,
  type ConnectedProductGridProps,
} from './ConnectedProductGrid';

export {
  CatalogGrid,
  type CatalogGridProps,
  ConnectedProductGrid,
  type ConnectedProductGridProps,
} from './ConnectedProductGrid';

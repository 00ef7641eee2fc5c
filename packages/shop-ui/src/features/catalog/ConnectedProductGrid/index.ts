export { CatalogGrid, type CatalogGridProps } from './CatalogGrid';

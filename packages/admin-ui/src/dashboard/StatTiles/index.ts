export { type Stat, StatTiles, type StatTilesProps } from './StatTiles';

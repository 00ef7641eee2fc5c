export { SearchScreen, type SearchScreenProps } from './SearchScreen';
export { useDebouncedValue } from './useDebouncedValue';

export { SearchScreen, type SearchScreenProps } from './SearchScreen';
export { useSearchKeyword } from './useSearchKeyword';

export { SearchScreen, type SearchScreenProps } from './SearchScreen';

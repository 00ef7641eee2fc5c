export { FILTER_SHEET_TITLE, FilterSheet, type FilterSheetProps } from './FilterSheet';

export { BulkStatusBar, type BulkStatusBarProps } from './BulkStatusBar';

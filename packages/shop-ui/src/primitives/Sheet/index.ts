export { Sheet, type SheetProps, type SheetSide } from './Sheet';

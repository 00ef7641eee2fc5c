export { SizeGuideButton, type SizeGuideButtonProps } from './SizeGuideButton';
export { SizeGuideTable, type SizeGuideTableProps } from './SizeGuideTable';

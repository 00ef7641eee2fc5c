export { CategorySizeGuide, type CategorySizeGuideProps } from './CategorySizeGuide';
export { SizeGuideEditor, type SizeGuideEditorProps } from './SizeGuideEditor';

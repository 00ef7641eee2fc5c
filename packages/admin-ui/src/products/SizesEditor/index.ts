export { type NewSize, type SizeRow, SizesEditor, type SizesEditorProps } from './SizesEditor';

export { ColoursEditor, type ColoursEditorProps } from './ColoursEditor';

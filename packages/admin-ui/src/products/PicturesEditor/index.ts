export { PicturesEditor, type PicturesEditorProps } from './PicturesEditor';

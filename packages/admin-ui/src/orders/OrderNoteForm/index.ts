export { OrderNoteForm, type OrderNoteFormProps } from './OrderNoteForm';

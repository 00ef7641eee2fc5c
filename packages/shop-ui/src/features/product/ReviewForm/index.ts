export { type ReviewDraft, ReviewForm, type ReviewFormProps } from './ReviewForm';

export { type ErrorTextFallbacks, errorText, UNEXPECTED_ERROR_TEXT } from './errorText';
export {
  type Action,
  type ActionOutcome,
  type ActionToast,
  type UseActionOptions,
  useAction,
} from './useAction';

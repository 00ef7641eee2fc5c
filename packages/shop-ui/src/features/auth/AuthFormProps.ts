import type { FieldErrors } from './useAuthForm';

/** What every presentational auth form takes: controlled values, inline errors, one submit. */
export interface AuthFormProps<T> {
  /** Current field values; the form never holds its own copy, so nothing typed is lost. */
  values: T;
  /** Called with the field and its new text on every edit. */
  onChange: (field: keyof T, value: string) => void;
  /** Called when the form is submitted (button press or Enter in a field). */
  onSubmit: () => void;
  /** Inline messages shown on the fields, the same words the toast says. */
  errors?: FieldErrors<T>;
  /** True while the request runs: the submit button shows it and ignores presses. */
  isPending?: boolean;
  /**
   * Where the person goes once signed in (a same-site path, e.g. '/shop/checkout'); links between
   * the sign-in pages carry it along.
   */
  returnTo?: string | null;
}

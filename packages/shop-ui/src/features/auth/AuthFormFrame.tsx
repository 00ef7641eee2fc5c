import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import type { AuthFormProps } from './AuthFormProps';
import { FormStack } from './AuthPanel';
import { PendingButton } from './PendingButton';

export interface AuthFormFrameProps {
  /** Called on the submit button or Enter in a field; the browser's own submit is stopped. */
  onSubmit: () => void;
  /** The submit button's text, e.g. 'Sign In'. */
  submitLabel: string;
  /** What a screen reader hears while the request runs. */
  pendingLabel: string;
  isPending?: boolean;
  /** The fields. */
  children: ReactNode;
  /** Further actions under the submit button. */
  actions?: ReactNode;
}

/** The form every auth page shares: fields in a column, then the submit button. */
export function AuthFormFrame({
  onSubmit,
  submitLabel,
  pendingLabel,
  isPending,
  children,
  actions,
}: AuthFormFrameProps) {
  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormStack>
        {children}
        <PendingButton type="submit" isPending={isPending} pendingLabel={pendingLabel}>
          {submitLabel}
        </PendingButton>
        {actions}
      </FormStack>
    </Form>
  );
}

/** The props that bind a TextField to one value of an auth form: name, value, edits, error. */
export function bindField<T extends { [K in keyof T]: string }>(
  form: Pick<AuthFormProps<T>, 'values' | 'onChange' | 'errors'>,
  name: keyof T & string,
) {
  return {
    name,
    value: form.values[name],
    onChange: (value: string) => form.onChange(name, value),
    errorMessage: form.errors?.[name],
  };
}

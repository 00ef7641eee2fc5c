import { type AddressFields, blankAddressFields } from '@atelier/api-client';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Heading } from '../../../primitives/Heading';
import { TextField } from '../../../primitives/TextField';
import { ADDRESS_FORM_FIELDS, EMPTY_ADDRESS, requiredMessage } from './addressFormFields';

export type AddressFormMode = 'add' | 'edit';

export interface AddressFormProps {
  /** 'add' submits a new address ('Add'); 'edit' changes `initialValues` ('Edit'). */
  mode: AddressFormMode;
  /** The fields to start from; read again whenever `resetKey` changes. */
  initialValues?: AddressFields;
  /**
   * Change it to reload `initialValues` and clear errors (after a save, or to edit another
   * address). The form stays mounted, so focus and pending announcements stay valid.
   */
  resetKey?: string | number;
  /** Called with trimmed fields once all five are filled in. */
  onSubmit: (fields: AddressFields) => void;
  /** Runs before validation; returning false stops the submission (e.g. the address limit). */
  onBeforeSubmit?: () => boolean;
  /** Closes the form without saving; the Cancel button shows when it is given. */
  onCancel?: () => void;
  /** A request is in flight: the submit button shows as pending. */
  isPending?: boolean;
  /** Heading level of the form title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Take the keyboard to the first field when shown (and when another address is loaded). */
  autoFocus?: boolean;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
    & > :first-child,
    & > :last-child { grid-column: 1 / -1; }
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

type FieldErrors = Partial<Record<keyof AddressFields, string>>;

function trimAll(fields: AddressFields): AddressFields {
  return {
    address: fields.address.trim(),
    city: fields.city.trim(),
    pincode: fields.pincode.trim(),
    phone: fields.phone.trim(),
    notes: fields.notes.trim(),
  };
}

/** The address form: all five fields required (non-blank once trimmed), errors shown inline. */
export function AddressForm({
  mode,
  initialValues = EMPTY_ADDRESS,
  resetKey = 0,
  onSubmit,
  onBeforeSubmit,
  onCancel,
  isPending = false,
  headingLevel = 3,
  autoFocus = mode === 'edit',
}: AddressFormProps) {
  const [values, setValues] = useState<AddressFields>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [loadedKey, setLoadedKey] = useState(resetKey);
  if (loadedKey !== resetKey) {
    // Reset during render (React's pattern for state derived from a prop change).
    setLoadedKey(resetKey);
    setValues(initialValues);
    setErrors({});
  }
  // Bumped on every rejected submit so focus moves to the first invalid field after render.
  const [rejectedSubmits, setRejectedSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (rejectedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [rejectedSubmits]);

  // Opening the form (or switching to another address) takes the keyboard to the first field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey marks a newly loaded address.
  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [autoFocus, resetKey]);

  const change = (name: keyof AddressFields) => (value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    // Clear a field's error as soon as it is filled in; new errors appear only on submit.
    if (value.trim()) setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    if (onBeforeSubmit && !onBeforeSubmit()) return;
    const blank = blankAddressFields(values);
    if (blank.length > 0) {
      const next: FieldErrors = {};
      for (const field of ADDRESS_FORM_FIELDS) {
        if (blank.includes(field.name)) next[field.name] = requiredMessage(field.label);
      }
      setErrors(next);
      setRejectedSubmits((count) => count + 1);
      return;
    }
    setErrors({});
    onSubmit(trimAll(values));
  };

  const title = mode === 'edit' ? 'Edit Address' : 'Add New Address';

  return (
    <Form ref={formRef} noValidate aria-labelledby={titleId} onSubmit={submit}>
      <Heading variant="subsection" level={headingLevel} id={titleId}>
        {title}
      </Heading>
      <Fields>
        {ADDRESS_FORM_FIELDS.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            multiline={field.multiline}
            value={values[field.name]}
            onChange={change(field.name)}
            errorMessage={errors[field.name]}
            isRequired
            // Blank fields are reported by our messages, not the browser's validation bubbles.
            validationBehavior="aria"
          />
        ))}
      </Fields>
      <Actions>
        <Button type="submit" isPending={isPending}>
          {mode === 'edit' ? 'Edit' : 'Add'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
        )}
      </Actions>
    </Form>
  );
}

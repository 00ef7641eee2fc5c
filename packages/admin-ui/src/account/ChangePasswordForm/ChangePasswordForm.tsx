import { passwordError, VALIDATION } from '@atelier/api-client';
import { Button, TextField } from '@atelier/shop-ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';

/** Said when the current password is left empty. */
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';

export interface ChangePasswordFormProps {
  /** The fields passed their checks: the current password and the new one. */
  onSubmit: (currentPassword: string, newPassword: string) => void;
  /** The change is running. */
  isPending?: boolean;
}

type Field = 'current' | 'next' | 'confirm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The admin's password change: the current password, then the new one twice. The new one
 * follows the shop's password rule and must be typed the same twice; each problem shows under
 * its field and nothing is sent until there is none.
 */
export function ChangePasswordForm({ onSubmit, isPending = false }: ChangePasswordFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    current: '',
    next: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (value: string) => {
      setValues((previous) => ({ ...previous, [field]: value }));
      setErrors((previous) => ({ ...previous, [field]: undefined }));
    },
    errorMessage: errors[field],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const found = {
      current: values.current ? undefined : CURRENT_PASSWORD_REQUIRED,
      next: passwordError(values.next) ?? undefined,
      confirm: values.confirm === values.next ? undefined : VALIDATION.passwordsMismatch,
    };
    setErrors(found);
    if (!found.current && !found.next && !found.confirm) onSubmit(values.current, values.next);
  };
  return (
    <Form aria-label="Change password" onSubmit={submit} noValidate>
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        {...bind('current')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        {...bind('next')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...bind('confirm')}
      />
      <Button type="submit" isPending={isPending}>
        Change Password
      </Button>
    </Form>
  );
}

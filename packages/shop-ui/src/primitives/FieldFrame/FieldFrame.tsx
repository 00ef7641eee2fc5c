import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { styled } from 'styled-components';
import { labelText } from './fieldStyles';

// The frame every labelled form primitive (TextField, NumberField, Select, groups) puts around
// its control, so labels, help text, errors and control chrome look and behave the same.

const FieldLabel = styled(Label)`
  ${labelText}
`;

const Description = styled(Text)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled(FieldError)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface FieldFrameProps {
  /** Visible label, also the control's accessible name. */
  label: ReactNode;
  /** Help text under the control, announced with it through `aria-describedby`. */
  description?: ReactNode;
  /**
   * Validation message, shown only while the field is invalid; without one an invalid field
   * shows the browser's own message (e.g. a required field left empty).
   */
  errorMessage?: string;
  /** The control: an Input, TextArea, select trigger, stepper or group of boxes. */
  children: ReactNode;
}

/**
 * Label, control, description and error of one field. Render it inside a react-aria field
 * (TextField, NumberField, Select, CheckboxGroup, RadioGroup...), which links the parts to the
 * control and tells the error when to show.
 */
export function FieldFrame({ label, description, errorMessage, children }: FieldFrameProps) {
  return (
    <>
      <FieldLabel>{label}</FieldLabel>
      {children}
      {description && <Description slot="description">{description}</Description>}
      <ErrorText>{errorMessage}</ErrorText>
    </>
  );
}

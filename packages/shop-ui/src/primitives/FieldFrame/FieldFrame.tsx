import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { css, styled } from 'styled-components';
import { focusRing } from '../../theme';

// The frame every labelled form primitive (TextField, NumberField, Select, groups) puts around
// its control, so labels, help text, errors and control chrome look and behave the same.

/** Vertical stack of label, control, description and error; put on the react-aria field root. */
export const fieldRoot = css`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  color: ${({ theme }) => theme.colors.text};
`;

/** Label typography, for groups whose name is a plain element referenced by `aria-labelledby`. */
export const labelText = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

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

/** Boxed control chrome for inputs, text areas and select triggers; borders meet 3:1. */
export const controlChrome = css`
  width: 100%;
  min-height: calc(${({ theme }) => `${theme.space.xl} + ${theme.space.sm}`});
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: ${({ theme }) => theme.lineHeights.body};
  transition: border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
  &[data-hovered] { border-color: ${({ theme }) => theme.colors.text}; }
  &[data-focused], &[data-focus-visible] { ${focusRing('snug')} }
  &[data-invalid] { border-color: ${({ theme }) => theme.colors.danger}; }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

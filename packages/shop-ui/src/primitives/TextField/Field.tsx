import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { css, styled } from 'styled-components';

export { invalidState } from './invalidState';

// Parts shared by every labelled form primitive (TextField, NumberField, Select, groups), so
// labels, help text, errors and control chrome look and behave the same everywhere.

/** Vertical stack of label, control, description and error. */
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

export const FieldLabel = styled(Label)`
  ${labelText}
`;

const Description = styled(Text)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Help text, linked to the control through `aria-describedby` by react-aria. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return <Description slot="description">{children}</Description>;
}

const ErrorText = styled(FieldError)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * Renders only while the field is invalid: our message when given, otherwise the browser's
 * native validation message (e.g. a required field left empty).
 */
export function FieldErrorMessage({ children }: { children?: string | undefined }) {
  return <ErrorText>{children}</ErrorText>;
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
  &[data-focused], &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  &[data-invalid] { border-color: ${({ theme }) => theme.colors.danger}; }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** The focus ring of small controls (checkboxes, radios, tabs) keyed on keyboard focus only. */
export const focusRing = css`
  outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  outline-offset: 2px;
`;

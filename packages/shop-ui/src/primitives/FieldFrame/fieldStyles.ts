import { css } from 'styled-components';
import { focusRing } from '../../theme';

// The looks of a labelled field, apart from FieldFrame's react-aria parts: a control built on
// the browser's own elements (QuantityField, NativeSelect) takes them without that code.

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

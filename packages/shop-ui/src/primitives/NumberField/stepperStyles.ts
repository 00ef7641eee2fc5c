import { css } from 'styled-components';
import { focusRing } from '../../theme';

// The − / value / + look shared by NumberField (react-aria's states as data attributes) and
// QuantityField (the browser's own states), so both steppers look and respond the same.

/** The box around the three parts, ringed while any of them has focus. */
export const stepperFrame = css`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  &[data-focus-within], &:has(:focus-visible) {
    ${focusRing('snug')}
  }
  &[data-invalid] { border-color: ${({ theme }) => theme.colors.danger}; }
  &[data-disabled] { opacity: 0.6; background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

// 40px (2.5rem) square touch targets for the − and + buttons.
const edge = css`calc(${({ theme }) => `${theme.space.xl} + ${theme.space.sm}`})`;

/** The − and + buttons. */
export const stepButton = css`
  display: inline-grid;
  place-items: center;
  width: ${edge};
  min-height: ${edge};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[data-hovered], &:hover:enabled { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &[data-pressed], &:active:enabled { background: ${({ theme }) => theme.colors.border}; }
  &[data-disabled], &:disabled { color: ${({ theme }) => theme.colors.textMuted}; cursor: not-allowed; }
`;

/** The number between them. */
export const stepValue = css`
  width: calc(${({ theme }) => theme.space.xl} * 2);
  border: 0;
  border-inline: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
  text-align: center;
  outline: none;
`;

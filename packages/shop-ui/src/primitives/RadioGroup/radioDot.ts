import { css } from 'styled-components';
import { focusRing } from '../../theme';

// The round mark of a radio, shared by Radio (react-aria's states as data attributes on the
// label) and NativeRadioGroup (the browser's states of the input before it), so both look alike.

/** The mark itself. */
export const radioDot = css`
  flex: none;
  width: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-width ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
`;

/** A thick ring around the surface-coloured centre reads as the chosen dot. */
export const chosenDot = css`
  border-width: calc(${({ theme }) => theme.space.xs} + ${({ theme }) => theme.space.xxs});
  border-color: ${({ theme }) => theme.colors.primary};
`;

/** The label around the mark and its text. */
export const radioLabel = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

export const dotFocus = css`
  ${focusRing()}
`;

/** The browser's radio drawn by its label: out of sight, but it keeps focus, keys and state. */
export const hiddenRadio = css`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
  margin: 0;
`;

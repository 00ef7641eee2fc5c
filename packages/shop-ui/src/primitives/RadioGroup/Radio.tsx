import type { ReactNode } from 'react';
import { Radio as AriaRadio, type RadioProps as AriaRadioProps } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme';

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  /** The value the group reports when this radio is chosen. */
  value: string;
  /** Visible label, also the radio's accessible name; may hold rich content like an address. */
  children: ReactNode;
}

const Dot = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-width ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
`;

const Root = styled(AriaRadio)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[data-hovered] ${Dot} { border-color: ${({ theme }) => theme.colors.text}; }
  /* A thick ring around the surface-coloured centre reads as the chosen dot. */
  &[data-selected] ${Dot} {
    border-width: calc(${({ theme }) => theme.space.xs} + ${({ theme }) => theme.space.xxs});
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible] ${Dot} {
    ${focusRing()}
  }
  &[data-invalid] ${Dot} { border-color: ${({ theme }) => theme.colors.danger}; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
`;

/** One option of a RadioGroup. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <Root {...props}>
      <Dot />
      {children}
    </Root>
  );
}

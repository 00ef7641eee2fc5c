import type { ReactNode } from 'react';
import { Radio as AriaRadio, type RadioProps as AriaRadioProps } from 'react-aria-components';
import { styled } from 'styled-components';
import { chosenDot, dotFocus, radioDot, radioLabel } from './radioDot';

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  /** The value the group reports when this radio is chosen. */
  value: string;
  /** Visible label, also the radio's accessible name; may hold rich content like an address. */
  children: ReactNode;
}

const Dot = styled.span`
  ${radioDot}
`;

const Root = styled(AriaRadio)`
  ${radioLabel}
  &[data-hovered] ${Dot} { border-color: ${({ theme }) => theme.colors.text}; }
  &[data-selected] ${Dot} { ${chosenDot} }
  &[data-focus-visible] ${Dot} { ${dotFocus} }
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

import type { ReactNode } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldFrame, fieldRoot, invalidState } from '../FieldFrame';

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children' | 'value' | 'defaultValue' | 'onChange'> {
  /** Visible group label, also the radio group's accessible name. */
  label: string;
  /** Value of the chosen radio; null when none is chosen yet. */
  value: string | null;
  /** Called with the value of the radio the user picks. */
  onChange: (value: string) => void;
  /** The `Radio` elements. */
  children: ReactNode;
  /** Help text under the radios. */
  description?: string;
  /** Validation message; when given the group is marked invalid and shows it. */
  errorMessage?: string;
}

const Root = styled(AriaRadioGroup)`
  ${fieldRoot}
`;

const Radios = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  [data-orientation='horizontal'] > & {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** A labelled single choice among radios; arrow keys move and select. */
export function RadioGroup({
  label,
  children,
  description,
  errorMessage,
  isInvalid,
  ...props
}: RadioGroupProps) {
  return (
    <Root {...props} isInvalid={invalidState(isInvalid, errorMessage)}>
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Radios>{children}</Radios>
      </FieldFrame>
    </Root>
  );
}

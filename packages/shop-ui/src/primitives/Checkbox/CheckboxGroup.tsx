import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldFrame, fieldRoot, invalidState } from '../FieldFrame';

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'children' | 'value' | 'defaultValue' | 'onChange'> {
  /** Visible group label, also the group's accessible name. */
  label: string;
  /** Values of the checked boxes (controlled). */
  value: string[];
  /** Called with the new list of checked values. */
  onChange: (value: string[]) => void;
  /** The `Checkbox` elements, each with a `value`. */
  children: ReactNode;
  /** Help text under the boxes. */
  description?: string;
  /** Validation message; when given the group is marked invalid and shows it. */
  errorMessage?: string;
}

const Root = styled(AriaCheckboxGroup)`
  ${fieldRoot}
`;

const Boxes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** A labelled set of checkboxes holding a list of checked values, e.g. listing filters. */
export function CheckboxGroup({
  label,
  children,
  description,
  errorMessage,
  isInvalid,
  ...props
}: CheckboxGroupProps) {
  return (
    <Root {...props} isInvalid={invalidState(isInvalid, errorMessage)}>
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Boxes>{children}</Boxes>
      </FieldFrame>
    </Root>
  );
}

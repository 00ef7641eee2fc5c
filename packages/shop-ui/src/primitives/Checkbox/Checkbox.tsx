import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { CheckIcon, MinusIcon } from '../../icons';
import { focusRing } from '../../theme';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The value this box contributes inside a CheckboxGroup, e.g. a category id. */
  value?: string;
  /** Visible label text, also the checkbox's accessible name. */
  children: ReactNode;
}

const Box = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onPrimary};
  transition: background ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
`;

const Root = styled(AriaCheckbox)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[data-hovered] ${Box} { border-color: ${({ theme }) => theme.colors.text}; }
  &[data-selected] ${Box}, &[data-indeterminate] ${Box} {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible] ${Box} {
    ${focusRing()}
  }
  &[data-invalid] ${Box} { border-color: ${({ theme }) => theme.colors.danger}; }
  &[data-invalid][data-selected] ${Box} { background: ${({ theme }) => theme.colors.danger}; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
`;

/** A labelled checkbox; inside a CheckboxGroup its `value` joins the group's value. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <Root {...props}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <Box>
            {isIndeterminate ? <MinusIcon size="1em" /> : isSelected && <CheckIcon size="1em" />}
          </Box>
          {children}
        </>
      )}
    </Root>
  );
}

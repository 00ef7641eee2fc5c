import { useId } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { css, styled } from 'styled-components';
import { MinusIcon, PlusIcon } from '../../icons';
import { focusRing } from '../../theme';
import { FieldFrame, fieldRoot, invalidState } from '../FieldFrame';
import { VisuallyHidden } from '../VisuallyHidden';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'value' | 'defaultValue' | 'onChange'> {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** The current number (controlled). */
  value: number;
  /** Called with each committed number, already clamped to min/max by react-aria. */
  onChange: (value: number) => void;
  /** Help text under the stepper, e.g. how many are in stock. */
  description?: string;
  /** Validation message; when given the field is marked invalid and shows it. */
  errorMessage?: string;
}

const Root = styled(AriaNumberField)`
  ${fieldRoot}
  justify-items: start;
`;

const Stepper = styled(Group)`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  &[data-focus-within] {
    ${focusRing('snug')}
  }
  &[data-invalid] { border-color: ${({ theme }) => theme.colors.danger}; }
  &[data-disabled] { opacity: 0.6; background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

// 40px (2.5rem) square touch targets for the − and + buttons.
const edge = css`calc(${({ theme }) => `${theme.space.xl} + ${theme.space.sm}`})`;

const Step = styled(Button)`
  display: inline-grid;
  place-items: center;
  width: ${edge};
  min-height: ${edge};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[data-hovered] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &[data-pressed] { background: ${({ theme }) => theme.colors.border}; }
  &[data-disabled] { color: ${({ theme }) => theme.colors.textMuted}; cursor: not-allowed; }
`;

const Value = styled(Input)`
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

/** A labelled number stepper (e.g. a quantity) with − / + buttons named 'Decrease' / 'Increase'. */
export function NumberField({
  label,
  value,
  onChange,
  description,
  errorMessage,
  isInvalid,
  ...props
}: NumberFieldProps) {
  // react-aria would name the steppers 'Decrease <label>'; screens address them by the short
  // names 'Decrease' / 'Increase', so each button is labelled by its own hidden text.
  const id = useId();
  return (
    <Root
      {...props}
      value={value}
      // Clearing the input commits NaN; ignoring it restores the last valid number.
      onChange={(next) => {
        if (!Number.isNaN(next)) onChange(next);
      }}
      isInvalid={invalidState(isInvalid, errorMessage)}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Stepper>
          <Step slot="decrement" aria-labelledby={`${id}-decrease`}>
            <MinusIcon />
            <VisuallyHidden id={`${id}-decrease`}>Decrease</VisuallyHidden>
          </Step>
          <Value />
          <Step slot="increment" aria-labelledby={`${id}-increase`}>
            <PlusIcon />
            <VisuallyHidden id={`${id}-increase`}>Increase</VisuallyHidden>
          </Step>
        </Stepper>
      </FieldFrame>
    </Root>
  );
}

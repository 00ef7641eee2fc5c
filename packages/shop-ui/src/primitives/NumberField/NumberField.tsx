import { useId } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { MinusIcon, PlusIcon } from '../../icons';
import { FieldFrame, fieldRoot, invalidState } from '../FieldFrame';
import { VisuallyHidden } from '../VisuallyHidden';
import { stepButton, stepperFrame, stepValue } from './stepperStyles';

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
  ${stepperFrame}
`;

const Step = styled(Button)`
  ${stepButton}
`;

const Value = styled(Input)`
  ${stepValue}
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

import { type ChangeEvent, useId } from 'react';
import { styled } from 'styled-components';
import { ChevronDownIcon } from '../../icons';
import { focusRing } from '../../theme';
import { controlChrome, fieldRoot, labelText } from '../FieldFrame/fieldStyles';
import type { SelectOption } from '../Select';

export interface NativeSelectProps<K extends string> {
  /** Visible label, also the control's accessible name. */
  label: string;
  /** The choices, in display order. */
  options: ReadonlyArray<SelectOption<K>>;
  /** The chosen option's id; the options alone say what the keys are. */
  value: NoInfer<K>;
  /** Called with the id of the option the person picks. */
  onChange: (key: K) => void;
  className?: string;
}

const Root = styled.div`
  ${fieldRoot}
`;

const Label = styled.label`
  ${labelText}
`;

const Control = styled.div`
  position: relative;
  display: grid;
  align-items: center;

  svg {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.space.sm};
    pointer-events: none;
  }
`;

const Field = styled.select`
  ${controlChrome}
  appearance: none;
  padding-inline-end: calc(${({ theme }) => `${theme.space.sm} * 2 + 1.25em`});
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { ${focusRing('snug')} }
`;

/**
 * A labelled single choice drawn by the browser: the phone's own picker, the keyboard and screen
 * reader behaviour every platform already knows, and no script of ours until a choice is made.
 * For choices that need more than text (a check mark, a placeholder, validation), use Select.
 */
export function NativeSelect<K extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: NativeSelectProps<K>) {
  const id = useId();
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    // Map the element's string back to the caller's option id.
    const option = options.find((candidate) => candidate.id === event.target.value);
    if (option) onChange(option.id);
  };
  return (
    <Root className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Control>
        <Field id={id} value={value} onChange={choose}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Field>
        <ChevronDownIcon />
      </Control>
    </Root>
  );
}

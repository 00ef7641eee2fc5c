// Replaces react-aria-components' NumberField (kept as the primitive NumberField) where the
// number is a count of items: its locale-aware parsing and spin-button machinery were 11 KiB of
// gzip JS in a product page's first load, which `pnpm bench pages` held over its 150 KiB budget
// (issue 36). A count needs none of it: the browser's own number input is a spin button to
// assistive technology, takes arrow keys and opens the phone's digit keypad.
import { type KeyboardEvent, useId, useState } from 'react';
import { styled } from 'styled-components';
import { MinusIcon, PlusIcon } from '../../icons';
import { fieldRoot, labelText } from '../FieldFrame/fieldStyles';
import { stepButton, stepperFrame, stepValue } from '../NumberField/stepperStyles';

/** The least a count can be. */
const MIN = 1;

export interface QuantityFieldProps {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** The current count (controlled). */
  value: number;
  /** The most that can be chosen; none until it is known (e.g. before a size is chosen). */
  max?: number;
  /** Called with each committed count, a whole number from 1 to `max`. */
  onChange: (value: number) => void;
}

const Root = styled.div`
  ${fieldRoot}
  justify-items: start;
`;

const Label = styled.label`
  ${labelText}
`;

const Stepper = styled.div`
  ${stepperFrame}
`;

const Step = styled.button`
  ${stepButton}
`;

const Value = styled.input`
  ${stepValue}
  appearance: textfield;
  &::-webkit-inner-spin-button, &::-webkit-outer-spin-button { appearance: none; margin: 0; }
`;

/**
 * A labelled count with − / + buttons named 'Decrease' / 'Increase'. What is typed is committed
 * on blur or Enter, as a whole number clamped to 1..max; an empty or unreadable entry goes back
 * to the last count. The value is not clamped when `max` falls, so a rule can still say it is
 * too high (the product dialog's stock messages).
 */
export function QuantityField({ label, value, max, onChange }: QuantityFieldProps) {
  const id = useId();
  // What is being typed, until it is committed.
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (next: number) => Math.min(Math.max(next, MIN), max ?? Number.POSITIVE_INFINITY);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Math.trunc(Number(draft));
    if (draft.trim() !== '' && Number.isFinite(typed)) onChange(clamp(typed));
  };
  // The keys of a spin button (WAI-ARIA APG), each committing at once as react-aria's do.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const typed = draft === null ? value : Math.trunc(Number(draft)) || value;
    const next = {
      ArrowUp: typed + 1,
      ArrowDown: typed - 1,
      Home: MIN,
      End: max,
    }[event.key];
    if (event.key === 'Enter') commit();
    if (next === undefined) return;
    event.preventDefault();
    setDraft(null);
    onChange(clamp(next));
  };

  return (
    <Root>
      <Label htmlFor={id}>{label}</Label>
      <Stepper>
        {/* Out of the tab order, as react-aria's: the keyboard steps with the arrow keys. */}
        <Step
          type="button"
          tabIndex={-1}
          aria-label="Decrease"
          disabled={value <= MIN}
          onClick={() => onChange(clamp(value - 1))}
        >
          <MinusIcon />
        </Step>
        <Value
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN}
          max={max}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <Step
          type="button"
          tabIndex={-1}
          aria-label="Increase"
          disabled={max !== undefined && value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <PlusIcon />
        </Step>
      </Stepper>
    </Root>
  );
}

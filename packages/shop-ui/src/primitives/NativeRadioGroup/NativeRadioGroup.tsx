// Replaces react-aria-components' RadioGroup (kept as the primitive RadioGroup) where a choice
// is a few short words: its radio hooks, form validation and focus-scope walker were 11 KiB of
// gzip JS in a product page's first load, which `pnpm bench pages` held over its 150 KiB budget
// (issue 36). The browser's own radios already are a group that arrow keys move through and
// choose in, named by their labels.
import { useId } from 'react';
import { styled } from 'styled-components';
import { fieldRoot, labelText } from '../FieldFrame/fieldStyles';
import { chosenDot, dotFocus, hiddenRadio, radioDot, radioLabel } from '../RadioGroup/radioDot';

export interface NativeRadioGroupProps {
  /** Visible group label, also the radio group's accessible name. */
  label: string;
  /** The choices, each its own label and value, in display order. */
  options: readonly string[];
  /** The chosen one; null before a choice. */
  value: string | null;
  /** Called with the choice the person makes. */
  onChange: (value: string) => void;
}

const Root = styled.div`
  ${fieldRoot}
`;

const Label = styled.span`
  ${labelText}
`;

const Radios = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Dot = styled.span`
  ${radioDot}
`;

const Input = styled.input`
  ${hiddenRadio}
`;

const Option = styled.label`
  ${radioLabel}
  position: relative;
  &:hover ${Dot} { border-color: ${({ theme }) => theme.colors.text}; }
  ${Input}:checked + ${Dot} { ${chosenDot} }
  ${Input}:focus-visible + ${Dot} { ${dotFocus} }
`;

/** A labelled single choice in a row of the browser's own radios. */
export function NativeRadioGroup({ label, options, value, onChange }: NativeRadioGroupProps) {
  const id = useId();
  return (
    <Root role="radiogroup" aria-labelledby={id}>
      <Label id={id}>{label}</Label>
      <Radios>
        {options.map((option) => (
          <Option key={option}>
            <Input
              type="radio"
              name={id}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <Dot />
            {option}
          </Option>
        ))}
      </Radios>
    </Root>
  );
}

import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { CheckIcon, ChevronDownIcon } from '../../icons';
import { focusRing } from '../../theme';
import { controlChrome, FieldFrame, fieldRoot, invalidState } from '../FieldFrame';

export interface SelectOption<K extends string> {
  id: K;
  label: string;
}

export interface SelectProps<K extends string>
  extends Omit<
    AriaSelectProps<SelectOption<K>>,
    | 'children'
    | 'items'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'selectedKey'
    | 'defaultSelectedKey'
    | 'onSelectionChange'
    | 'selectionMode'
  > {
  /** Visible label, also the trigger's accessible name. */
  label: string;
  /** The choices, in display order. */
  options: ReadonlyArray<SelectOption<K>>;
  /**
   * The chosen option's id; null shows the placeholder. Not an inference site: the options
   * alone say what the keys are, so a key that is not one of them is a type error.
   */
  selectedKey: NoInfer<K> | null;
  /** Called with the id of the option the user picks. */
  onSelectionChange: (key: K) => void;
  /** Help text under the trigger. */
  description?: string;
  /** Validation message; when given the field is marked invalid and shows it. */
  errorMessage?: string;
}

const Root = styled(AriaSelect<SelectOption<string>, 'single'>)`
  ${fieldRoot}
`;

const Trigger = styled(Button)`
  ${controlChrome}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  text-align: start;
  cursor: pointer;
  [data-invalid] > & { border-color: ${({ theme }) => theme.colors.danger}; }
  & [data-placeholder] { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Options = styled(Popover)`
  min-width: var(--trigger-width);
  z-index: ${({ theme }) => theme.zIndices.overlay};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  overflow: auto;
`;

const List = styled(ListBox)`
  padding: ${({ theme }) => theme.space.xs};
  outline: none;
`;

const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: calc(${({ theme }) => `${theme.space.xl} + ${theme.space.sm}`});
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  outline: none;
  &[data-focused] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &[data-focus-visible] { ${focusRing('inside')} }
  &[data-selected] { font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
`;

/** A labelled single-choice dropdown (listbox in a popover) over a typed set of options. */
export function Select<K extends string>({
  label,
  options,
  selectedKey,
  onSelectionChange,
  description,
  errorMessage,
  isInvalid,
  ...props
}: SelectProps<K>) {
  return (
    <Root
      {...props}
      value={selectedKey}
      onChange={(key) => {
        // Map react-aria's untyped key back to the caller's option id.
        const option = options.find((candidate) => candidate.id === key);
        if (option) onSelectionChange(option.id);
      }}
      isInvalid={invalidState(isInvalid, errorMessage)}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Trigger>
          <SelectValue />
          <ChevronDownIcon />
        </Trigger>
      </FieldFrame>
      <Options>
        <List>
          {options.map((option) => (
            <Option key={option.id} id={option.id} textValue={option.label}>
              {({ isSelected }) => (
                <>
                  {option.label}
                  {isSelected && <CheckIcon />}
                </>
              )}
            </Option>
          ))}
        </List>
      </Options>
    </Root>
  );
}

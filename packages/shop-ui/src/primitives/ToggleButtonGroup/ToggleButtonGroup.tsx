import { type ReactNode, useId } from 'react';
import {
  ToggleButtonGroup as AriaToggleButtonGroup,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
  ToggleButton,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme';
import { fieldRoot, labelText } from '../FieldFrame';

export interface ToggleOption<K extends string> {
  id: K;
  /** Button content; its text is the option's accessible name. */
  label: ReactNode;
}

export interface ToggleButtonGroupProps<K extends string>
  extends Omit<
    AriaToggleButtonGroupProps,
    | 'children'
    | 'selectionMode'
    | 'selectedKeys'
    | 'defaultSelectedKeys'
    | 'onSelectionChange'
    | 'disallowEmptySelection'
  > {
  /** Visible group label, also the radio group's accessible name. */
  label: string;
  /** The choices, in display order. */
  options: ReadonlyArray<ToggleOption<K>>;
  /**
   * The chosen option's id (controlled; one is always chosen). Not an inference site: the
   * options alone say what the keys are.
   */
  selectedKey: NoInfer<K>;
  /** Called with the id of the option the user picks. */
  onSelectionChange: (key: K) => void;
}

const Root = styled.div`
  ${fieldRoot}
`;

const Label = styled.span`
  ${labelText}
`;

const Group = styled(AriaToggleButtonGroup)`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  &[data-orientation='vertical'] { flex-direction: column; }
`;

const Option = styled(ToggleButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: calc(${({ theme }) => `${theme.space.xl} + ${theme.space.sm}`});
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  transition: background ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  &[data-hovered] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-focus-visible] {
    ${focusRing()}
  }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
`;

/**
 * A labelled single-choice set of toggle buttons (a radio group for assistive technology),
 * e.g. the checkout's payment method. Arrow keys move between options.
 */
export function ToggleButtonGroup<K extends string>({
  label,
  options,
  selectedKey,
  onSelectionChange,
  ...props
}: ToggleButtonGroupProps<K>) {
  const labelId = useId();
  return (
    <Root>
      <Label id={labelId}>{label}</Label>
      <Group
        aria-labelledby={labelId}
        {...props}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selectedKey]}
        onSelectionChange={(keys) => {
          // Map react-aria's untyped key back to the caller's option id.
          const option = options.find((candidate) => keys.has(candidate.id));
          if (option) onSelectionChange(option.id);
        }}
      >
        {options.map((option) => (
          <Option key={option.id} id={option.id}>
            {option.label}
          </Option>
        ))}
      </Group>
    </Root>
  );
}

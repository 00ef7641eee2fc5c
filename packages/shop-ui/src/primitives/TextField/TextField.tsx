import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  TextArea,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { controlChrome, FieldFrame, fieldRoot, invalidState } from '../FieldFrame';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** Help text under the input, announced with it. */
  description?: string;
  /** Validation message; when given the field is marked invalid and shows it. */
  errorMessage?: string;
  /** Render a text area instead of a single-line input. */
  multiline?: boolean;
  /** Placeholder hint; never a replacement for the label. */
  placeholder?: string;
}

const Root = styled(AriaTextField)`
  ${fieldRoot}
`;

const StyledInput = styled(Input)`
  ${controlChrome}
`;

const StyledTextArea = styled(TextArea)`
  ${controlChrome}
  min-height: calc(${({ theme }) => theme.space.xxl} * 2);
  resize: vertical;
`;

/** A labelled text input (or text area) with description and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  multiline = false,
  placeholder,
  isInvalid,
  ...props
}: TextFieldProps) {
  return (
    <Root {...props} isInvalid={invalidState(isInvalid, errorMessage)}>
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        {multiline ? (
          <StyledTextArea placeholder={placeholder} />
        ) : (
          <StyledInput placeholder={placeholder} />
        )}
      </FieldFrame>
    </Root>
  );
}

import {
  VisuallyHidden as AriaVisuallyHidden,
  type VisuallyHiddenProps as AriaVisuallyHiddenProps,
} from 'react-aria-components';

export interface VisuallyHiddenProps extends AriaVisuallyHiddenProps {}

/**
 * Text for assistive technology only (e.g. "items in cart" beside a count badge). Renders a
 * `span` by default so it is valid inside buttons, links and labels.
 */
export function VisuallyHidden({ elementType = 'span', ...props }: VisuallyHiddenProps) {
  return <AriaVisuallyHidden elementType={elementType} {...props} />;
}

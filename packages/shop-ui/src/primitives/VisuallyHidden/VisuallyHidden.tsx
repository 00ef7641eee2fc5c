import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; `span` (the default) is valid inside buttons, links and labels. */
  elementType?: 'span' | 'div' | 'caption' | 'figcaption' | 'p';
}

// The clip react-aria's VisuallyHidden uses, without its focus handling (never needed here), which
// would bring react-aria's interactions into every page's first load (docs/performance.md).
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** Text for assistive technology only (e.g. "items in cart" beside a count badge). */
export function VisuallyHidden({ elementType = 'span', ...props }: VisuallyHiddenProps) {
  return <Hidden as={elementType} {...props} />;
}

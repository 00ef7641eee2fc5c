import { focusRing } from '@atelier/shop-ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export interface ScrollRegionProps {
  /** The region's name, e.g. 'Sizes to restock'. */
  label: string;
  /** Usually a table wider than a phone. */
  children: ReactNode;
}

const Root = styled.div`
  overflow-x: auto;
  &:focus-visible {
    ${focusRing()}
  }
`;

/** Sideways scrolling for a wide table on a narrow screen; focusable, so the keyboard scrolls it. */
export function ScrollRegion({ label, children }: ScrollRegionProps) {
  return (
    <Root role="region" aria-label={label} tabIndex={0}>
      {children}
    </Root>
  );
}

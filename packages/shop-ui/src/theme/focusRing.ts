import { css } from 'styled-components';

/**
 * Where the ring sits relative to the element's edge: `outside` leaves a gap (buttons, links,
 * cards), `snug` hugs boxed controls (inputs, steppers), `inside` stays within elements whose
 * parent clips overflow (tabs, menu items, options, scrolling bodies).
 */
export type FocusRingPlacement = 'outside' | 'snug' | 'inside';

const OFFSETS: Record<FocusRingPlacement, string> = {
  outside: '2px',
  snug: '1px',
  inside: '-2px',
};

/**
 * The one focus outline, in the theme's `focusRing` colour. Put it under the state that shows
 * keyboard focus: `&[data-focus-visible] { ${focusRing()} }`. `color` overrides the colour where
 * the ring sits on a coloured surface (e.g. `currentColor` on a destructive toast).
 */
export function focusRing(placement: FocusRingPlacement = 'outside', color?: string) {
  return css`
    outline: 2px solid ${({ theme }) => color ?? theme.colors.focusRing};
    outline-offset: ${OFFSETS[placement]};
  `;
}

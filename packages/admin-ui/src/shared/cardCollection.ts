import { focusRing } from '@atelier/shop-ui';
import { css, type DefaultTheme } from 'styled-components';

// The card grids and lists of the back office (products, orders) share one frame: windowed, the
// collection scrolls inside a bounded box the virtualizer fills; otherwise CSS lays the cards out.

/** Lists longer than this are windowed by default, as the shop's product grid is. */
export const VIRTUALIZE_THRESHOLD = 48;

/** The collection (react-aria GridList); `unwindowed` is its layout when every card renders. */
export const cardCollection = (unwindowed: (theme: DefaultTheme) => ReturnType<typeof css>) => css<{
  $virtualized: boolean;
}>`
  margin: 0;
  padding: 0;
  outline: none;
  ${({ $virtualized, theme }) =>
    $virtualized
      ? css`
          display: block;
          block-size: 75vh;
          overflow: auto;
          border-radius: ${theme.radii.lg};
        `
      : unwindowed(theme)}
  &[data-focus-visible] {
    ${focusRing()}
  }
`;

/** One card's row (react-aria GridListItem): the card itself draws the box, the row the focus. */
export const cardItem = css`
  display: block;
  border-radius: ${({ theme }) => theme.radii.lg};
  outline: none;
  &[data-focus-visible] {
    ${focusRing()}
  }
`;

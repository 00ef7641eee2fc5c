import { css } from 'styled-components';

/**
 * The columns of every product grid: two to a row on a phone (so a first screen shows several
 * products), then as many as fit at the card's width.
 */
export const productColumns = css`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(${({ theme }) => theme.sizes.card}, calc(50% - ${({ theme }) => theme.space.md} / 2)), 1fr)
  );
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

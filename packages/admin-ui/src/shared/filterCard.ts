import { styled } from 'styled-components';

// The filter cards of the back office's lists (orders, products) share one layout.

/** The fields: the search across the whole width, then the selects side by side as room allows. */
export const FilterFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  align-items: start;
  & > :first-child {
    grid-column: 1 / -1;
  }
`;

/** The card's heading row: 'Filters' and its actions (Clear filters). */
export const FilterHeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

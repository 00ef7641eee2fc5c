import { styled } from 'styled-components';

/** A status form's fields in one wrapping row, its button at the end (the dialog, the bulk bar). */
export const StatusFormRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  & > * {
    flex: 1 1 12rem;
  }
  & > button {
    flex: 0 0 auto;
  }
`;

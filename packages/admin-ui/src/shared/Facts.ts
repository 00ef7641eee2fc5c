import { styled } from 'styled-components';

/** Label–value pairs (a `dl`): labels muted in the first column, values wrapping in the second. */
export const Facts = styled.dl<{ $compact?: boolean }>`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme, $compact }) =>
    $compact ? `${theme.space.xxs} ${theme.space.md}` : `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.sm : 'inherit')};
  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

import { styled } from 'styled-components';

export interface Stat {
  label: string;
  value: string;
  /** A short line under the value, e.g. what the figure leaves out. */
  hint?: string;
}

export interface StatTilesProps {
  stats: readonly Stat[];
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  & > dt {
    order: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & > dd {
    margin: 0;
  }
`;

const Value = styled.dd`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Hint = styled.dd`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** Headline figures as a description list: each label with its value. */
export function StatTiles({ stats }: StatTilesProps) {
  return (
    <List>
      {stats.map((stat) => (
        <Tile key={stat.label}>
          <dt>{stat.label}</dt>
          <Value>{stat.value}</Value>
          {stat.hint && <Hint>{stat.hint}</Hint>}
        </Tile>
      ))}
    </List>
  );
}

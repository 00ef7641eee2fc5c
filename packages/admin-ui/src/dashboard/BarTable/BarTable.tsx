import { type Tone, VisuallyHidden } from '@atelier/shop-ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export interface BarRow {
  key: string;
  /** The row's name, e.g. a status or a product title. */
  label: ReactNode;
  /** The number the bar shows. */
  value: number;
  /** The value as read, e.g. '4 orders'. */
  valueText: string;
  /** A second figure beside the value, e.g. the revenue. */
  extra?: string;
  /** Bar colour. */
  tone?: Tone;
}

export interface BarTableProps {
  /** What the chart shows; the table's caption. */
  caption: string;
  /** Column headers: the row names, the value, and the extra figure when rows have one. */
  headers: { label: string; value: string; extra?: string };
  rows: readonly BarRow[];
  /** Keep the caption for assistive technology only, when a visible heading already says it. */
  hideCaption?: boolean;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.md};
    padding-block-end: ${({ theme }) => theme.space.sm};
  }
  & th,
  & td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs}`};
    text-align: start;
    vertical-align: middle;
  }
  & thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  & tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    /* Between words only: 'Pending' never becomes 'Pendin/g'; the bar gives way instead. */
    overflow-wrap: break-word;
  }
  & td.number {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const BarCell = styled.td`
  width: 40%;
`;

const Bar = styled.svg`
  display: block;
  width: 100%;
  height: ${({ theme }) => theme.space.md};
`;

const Fill = styled.rect<{ $tone: Tone }>`
  fill: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.primary : theme.tones[$tone].bg)};
`;

const Track = styled.rect`
  fill: ${({ theme }) => theme.colors.surfaceMuted};
`;

/**
 * A bar chart that is a table: each row's name, a bar sized to its value (decoration, hidden from
 * assistive technology) and the value in words, so the table itself is the text alternative.
 */
export function BarTable({ caption, headers, rows, hideCaption = false }: BarTableProps) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  const hasExtra = headers.extra !== undefined;
  return (
    <Table>
      {hideCaption ? (
        <VisuallyHidden elementType="caption">{caption}</VisuallyHidden>
      ) : (
        <caption>{caption}</caption>
      )}
      <thead>
        <tr>
          <th scope="col">{headers.label}</th>
          <td aria-hidden="true" />
          <th scope="col" className="number">
            {headers.value}
          </th>
          {hasExtra && (
            <th scope="col" className="number">
              {headers.extra}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <BarCell aria-hidden="true">
              <Bar viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
                <Track x="0" y="0" width="100" height="10" rx="2" />
                <Fill
                  $tone={row.tone ?? 'neutral'}
                  x="0"
                  y="0"
                  width={(row.value / max) * 100}
                  height="10"
                  rx="2"
                />
              </Bar>
            </BarCell>
            <td className="number">{row.valueText}</td>
            {hasExtra && <td className="number">{row.extra ?? ''}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

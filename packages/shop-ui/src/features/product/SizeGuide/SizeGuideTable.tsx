import { formatMeasure, type MeasureUnit, type SizeGuide } from '@atelier/api-client';
import { styled } from 'styled-components';

export interface SizeGuideTableProps {
  guide: SizeGuide;
  /** The unit the measurements are shown in; the guide keeps centimetres. */
  unit: MeasureUnit;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  & th,
  & td {
    padding: ${({ theme }) => theme.space.sm};
    text-align: start;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** The guide's measurements per size, a row per size, in the chosen unit. */
export function SizeGuideTable({ guide, unit }: SizeGuideTableProps) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Size</th>
          {guide.measurements.map((name) => (
            <th scope="col" key={name}>{`${name} (${unit})`}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {guide.rows.map((row) => (
          <tr key={row.size}>
            <th scope="row">{row.size}</th>
            {guide.measurements.map((name, index) => (
              <td key={name}>{formatMeasure(row.cm[index] ?? 0, unit)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

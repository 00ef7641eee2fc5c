import type { DashboardDay } from '@atelier/api-client';
import { formatDate, formatMoney } from '@atelier/api-client';
import { useId } from 'react';
import { styled } from 'styled-components';

export interface DailyChartProps {
  /** What the chart shows, e.g. 'Revenue per day'; its caption and its accessible name. */
  title: string;
  days: readonly DashboardDay[];
  measure: 'revenue' | 'orders';
}

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  min-width: 0;
`;

const Caption = styled.figcaption`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Plot = styled.svg`
  display: block;
  width: 100%;
  height: 8rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled.rect`
  fill: ${({ theme }) => theme.colors.primary};
`;

// Bars in a viewBox of one unit per day and a height of 100, stretched to the plot's box: the
// numbers live in the description and the table, so the picture needs no text of its own.
const HEIGHT = 100;
const GAP = 0.2;

const dayText = (day: string) => formatDate(`${day}T00:00:00Z`);
const count = (n: number) => `${n.toLocaleString('en-IN')} order${n === 1 ? '' : 's'}`;

/** The chart's figures in words: what a screen reader hears instead of the picture. */
export function describeDays(days: readonly DashboardDay[], measure: 'revenue' | 'orders') {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'No days.';
  const text = measure === 'revenue' ? formatMoney : count;
  const total = days.reduce((sum, day) => sum + day[measure], 0);
  const best = days.reduce((top, day) => (day[measure] > top[measure] ? day : top), first);
  const quiet = days.filter((day) => day[measure] === 0).length;
  const span =
    first === last
      ? `On ${dayText(first.day)}`
      : `From ${dayText(first.day)} to ${dayText(last.day)}`;
  if (total === 0) return `${span}: none.`;
  return [
    `${span}: ${text(total)} in all`,
    first === last ? '' : `, the most on ${dayText(best.day)} (${text(best[measure])})`,
    quiet ? `, ${quiet} day${quiet === 1 ? '' : 's'} with none` : '',
    '.',
  ].join('');
}

/** One measure per day as bars, named and described in words for assistive technology. */
export function DailyChart({ title, days, measure }: DailyChartProps) {
  const titleId = useId();
  const descId = useId();
  const top = Math.max(0, ...days.map((day) => day[measure]));
  const text = measure === 'revenue' ? formatMoney : (n: number) => n.toLocaleString('en-IN');
  return (
    <Figure>
      <Caption aria-hidden="true">{title}</Caption>
      <Scale aria-hidden="true">
        <span>{`Highest ${text(top)}`}</span>
      </Scale>
      <Plot
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${Math.max(days.length, 1)} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{describeDays(days, measure)}</desc>
        {days.map((day, index) => {
          const height = top ? (day[measure] / top) * HEIGHT : 0;
          return (
            <Bar
              key={day.day}
              x={index + GAP / 2}
              y={HEIGHT - height}
              width={1 - GAP}
              height={height}
            />
          );
        })}
      </Plot>
      <Scale aria-hidden="true">
        <span>{days[0] ? dayText(days[0].day) : ''}</span>
        {days.length > 1 && <span>{dayText(days.at(-1)?.day ?? '')}</span>}
      </Scale>
    </Figure>
  );
}

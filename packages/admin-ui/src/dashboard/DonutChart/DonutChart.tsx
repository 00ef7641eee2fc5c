import { type Tone, VisuallyHidden } from '@atelier/shop-ui';
import { useId } from 'react';
import { styled } from 'styled-components';

export interface DonutSlice {
  key: string;
  label: string;
  value: number;
  /** The value as read, e.g. '4 orders'. */
  valueText: string;
  tone: Tone;
}

export interface DonutChartProps {
  /** What the chart shows. */
  title: string;
  slices: readonly DonutSlice[];
  /** Keep the title for assistive technology only, when a visible heading already says it. */
  hideTitle?: boolean;
}

const Figure = styled.figure`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
`;

const Caption = styled.figcaption`
  flex-basis: 100%;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Ring = styled.svg`
  width: 8rem;
  height: 8rem;
  flex-shrink: 0;
  transform: rotate(-90deg);
`;

const Slice = styled.circle<{ $tone: Tone }>`
  fill: none;
  stroke: ${({ theme, $tone }) => theme.tones[$tone].bg};
  stroke-width: 6;
`;

const Empty = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.colors.surfaceMuted};
  stroke-width: 6;
`;

const Legend = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Swatch = styled.span<{ $tone: Tone }>`
  display: inline-block;
  width: 0.75em;
  height: 0.75em;
  margin-inline-end: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => theme.tones[$tone].bg};
`;

// A circle of circumference 100 makes each slice's dash length its percentage.
const RADIUS = 100 / (2 * Math.PI);

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/**
 * A share chart: the ring is decoration, the legend beside it states every share in words, so
 * nothing depends on seeing the colours and screen readers hear each figure once.
 */
export function DonutChart({ title, slices, hideTitle = false }: DonutChartProps) {
  const captionId = useId();
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  let offset = 0;
  return (
    <Figure aria-labelledby={captionId}>
      {hideTitle ? (
        <VisuallyHidden elementType="figcaption" id={captionId}>
          {title}
        </VisuallyHidden>
      ) : (
        <Caption id={captionId}>{title}</Caption>
      )}
      <Ring viewBox="0 0 42 42" aria-hidden="true" focusable="false">
        <Empty cx="21" cy="21" r={RADIUS} />
        {slices.map((slice) => {
          const length = total ? (slice.value / total) * 100 : 0;
          const circle = (
            <Slice
              key={slice.key}
              $tone={slice.tone}
              cx="21"
              cy="21"
              r={RADIUS}
              strokeDasharray={`${length} ${100 - length}`}
              strokeDashoffset={-offset}
            />
          );
          offset += length;
          return circle;
        })}
      </Ring>
      <Legend>
        {slices.map((slice) => (
          <li key={slice.key}>
            <Swatch $tone={slice.tone} aria-hidden="true" />
            {`${slice.label}: ${slice.valueText} (${percent(slice.value, total)}%)`}
          </li>
        ))}
      </Legend>
    </Figure>
  );
}

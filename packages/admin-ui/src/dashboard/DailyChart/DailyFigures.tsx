import type { DashboardDay } from '@atelier/api-client';
import { focusRing } from '@atelier/shop-ui';
import { styled } from 'styled-components';
import { DailyChart } from './DailyChart';
import { DailyTable } from './DailyTable';

export interface DailyFiguresProps {
  days: readonly DashboardDay[];
}

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space.md};
  & > summary {
    cursor: pointer;
    width: fit-content;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  & > summary:focus-visible {
    ${focusRing()}
  }
`;

/** Revenue and orders over the period as charts, with the same figures as a table beside them. */
export function DailyFigures({ days }: DailyFiguresProps) {
  return (
    <>
      <Charts>
        <DailyChart title="Revenue per day" days={days} measure="revenue" />
        <DailyChart title="Orders per day" days={days} measure="orders" />
      </Charts>
      <Details>
        <summary>Show the figures as a table</summary>
        <DailyTable days={days} />
      </Details>
    </>
  );
}

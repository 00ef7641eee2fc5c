import { DASHBOARD_PERIODS, type DashboardPeriod } from '@atelier/api-client';
import { TextField, ToggleButtonGroup } from '@atelier/shop-ui';
import { styled } from 'styled-components';
import type { DashboardPeriodView } from '../view';

export interface PeriodPickerProps {
  view: DashboardPeriodView;
  onViewChange: (next: DashboardPeriodView) => void;
  /** What is wrong with a custom range, by field. */
  problems?: Partial<Record<'from' | 'to', string>>;
  /** The days shown now, to start a custom range from. */
  shown?: { from: string; to: string } | undefined;
}

// min-width 0 here and on Days: two date fields side by side are wider than a phone, and
// without it their row would widen the whole dashboard instead of wrapping to one field a line.
const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  flex: 1 1 22rem;
  min-width: 0;
  max-width: ${({ theme }) => theme.sizes.readable};
`;

/** The dashboard's period: one of the fixed ones, or a custom range of days (UTC). */
export function PeriodPicker({ view, onViewChange, problems = {}, shown }: PeriodPickerProps) {
  return (
    <Root>
      <ToggleButtonGroup<DashboardPeriod>
        label="Period"
        options={DASHBOARD_PERIODS}
        selectedKey={view.period}
        onSelectionChange={(period) =>
          onViewChange(
            // A custom range starts from the days shown, so it is whole from the first moment.
            period === 'custom' && !view.from && !view.to && shown
              ? { period, ...shown }
              : { ...view, period },
          )
        }
      />
      {view.period === 'custom' && (
        <Days>
          <TextField
            label="From"
            type="date"
            value={view.from}
            onChange={(from) => onViewChange({ ...view, from })}
            {...(problems.from ? { errorMessage: problems.from } : {})}
          />
          <TextField
            label="To"
            type="date"
            value={view.to}
            onChange={(to) => onViewChange({ ...view, to })}
            {...(problems.to ? { errorMessage: problems.to } : {})}
          />
        </Days>
      )}
    </Root>
  );
}

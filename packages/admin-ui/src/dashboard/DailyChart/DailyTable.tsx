import { type DashboardDay, formatDate, formatMoney } from '@atelier/api-client';
import { styled } from 'styled-components';
import { denseTable } from '../../shared/denseTable';
import { ScrollRegion } from '../../shared/ScrollRegion';

export interface DailyTableProps {
  days: readonly DashboardDay[];
}

const Table = styled.table`
  ${denseTable}
`;

/** The charts' figures as a table: every day, its orders and its revenue. */
export function DailyTable({ days }: DailyTableProps) {
  return (
    <ScrollRegion label="Orders and revenue per day">
      <Table>
        <caption>Orders and revenue per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDate(`${day.day}T00:00:00Z`)}</th>
              <td>{day.orders.toLocaleString('en-IN')}</td>
              <td>{formatMoney(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

import { orderExportQuery } from '@atelier/api-client/schemas';
import { Button, Link, Modal, TextField } from '@atelier/shop-ui';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { rangeProblems } from '../../shared/rangeProblems';

export interface OrderExportDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where the orders of a range of days download from (extension 'catalogue-csv'). */
  exportUrl: (range: { from: string; to: string }) => string;
  /** Today, YYYY-MM-DD in UTC: the range starts as the month so far. */
  today?: string;
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  & > p {
    grid-column: 1 / -1;
    margin: 0;
  }
`;

const todayInUtc = () => new Date().toISOString().slice(0, 10);

/** The orders of a range of days (UTC, both included) as a CSV file, checked before it is asked. */
export function OrderExportDialog({
  isOpen,
  onOpenChange,
  exportUrl,
  today = todayInUtc(),
}: OrderExportDialogProps) {
  const [range, setRange] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  useEffect(() => {
    if (isOpen) setRange({ from: `${today.slice(0, 8)}01`, to: today });
  }, [isOpen, today]);
  const checked = orderExportQuery.safeParse(range);
  const problems = checked.success ? {} : rangeProblems(checked.error.issues);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Export orders"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            Cancel
          </Button>
          {checked.success ? (
            <Link
              href={exportUrl(checked.data)}
              download
              variant="button"
              onPress={() => onOpenChange(false)}
            >
              Download CSV
            </Link>
          ) : (
            <Button isDisabled>Download CSV</Button>
          )}
        </>
      }
    >
      <Fields>
        <p>Every order placed from the first day to the last (UTC), one a row.</p>
        <TextField
          label="First day"
          type="date"
          value={range.from}
          onChange={(from) => setRange((current) => ({ ...current, from }))}
          {...(problems.from ? { errorMessage: problems.from } : {})}
        />
        <TextField
          label="Last day"
          type="date"
          value={range.to}
          onChange={(to) => setRange((current) => ({ ...current, to }))}
          {...(problems.to ? { errorMessage: problems.to } : {})}
        />
      </Fields>
    </Modal>
  );
}

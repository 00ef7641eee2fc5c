import { dayRangeProblems } from '@atelier/api-client';
import { Button, Link, Modal, TextField } from '@atelier/shop-ui';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';

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
  // The server's own rules, without loading its schemas (and zod) into the back office.
  const problems = dayRangeProblems(range);
  const isRange = !problems.from && !problems.to;
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
          {isRange ? (
            <Link
              href={exportUrl(range)}
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

import type { ProductImportReport } from '@atelier/api-client';
import { Heading } from '@atelier/shop-ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import { denseTable } from '../../shared/denseTable';

export interface ImportReportProps {
  /** What a dry run found, or what an apply did. */
  report: ProductImportReport;
}

/** Rows shown of each list; a file of thousands says how many more there are. */
export const SHOWN_PROBLEMS = 200;
export const SHOWN_CHANGES = 100;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

// Three narrow columns and one that wraps between words: it fits a phone without scrolling.
const Table = styled.table`
  ${denseTable}
  & th,
  & td {
    vertical-align: top;
  }
  & td:first-child,
  & td:nth-child(2) {
    white-space: nowrap;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const more = (shown: number, total: number, what: string) =>
  total > shown ? (
    <Note>{`Showing the first ${shown.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} ${what}.`}</Note>
  ) : null;

/** A dry run's or an apply's report: every problem by line and column, then the changes. */
export function ImportReport({ report }: ImportReportProps) {
  const { problems, changes } = report;
  const problemsId = useId();
  const changesId = useId();
  return (
    <>
      {problems.length > 0 && (
        <Section aria-labelledby={problemsId}>
          <Heading variant="subsection" id={problemsId}>
            Problems to fix
          </Heading>
          <Table aria-labelledby={problemsId}>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Column</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {problems.slice(0, SHOWN_PROBLEMS).map((problem, index) => (
                // A line may have several problems in one column: the position keeps them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the report never reorders.
                <tr key={index}>
                  <td>{problem.line}</td>
                  <td>{problem.column || '—'}</td>
                  <td>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {more(SHOWN_PROBLEMS, problems.length, 'problems')}
        </Section>
      )}
      {changes.length > 0 && (
        <Section aria-labelledby={changesId}>
          <Heading variant="subsection" id={changesId}>
            {report.applied ? 'Changes made' : 'Changes to make'}
          </Heading>
          <Table aria-labelledby={changesId}>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Action</th>
                <th scope="col">Product</th>
              </tr>
            </thead>
            <tbody>
              {changes.slice(0, SHOWN_CHANGES).map((change) => (
                <tr key={change.line}>
                  <td>{change.line}</td>
                  <td>{change.action === 'create' ? 'Create' : 'Update'}</td>
                  <td>{change.title}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {more(SHOWN_CHANGES, changes.length, 'changes')}
        </Section>
      )}
    </>
  );
}

/** A range of days' problems by field, from a schema's issues: the first said of each. */
export type RangeProblems = Partial<Record<'from' | 'to', string>>;

export function rangeProblems(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): RangeProblems {
  const problems: RangeProblems = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}

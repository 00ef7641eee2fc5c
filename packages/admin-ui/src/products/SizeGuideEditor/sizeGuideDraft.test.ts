import { describe, expect, it } from 'vitest';
import { draftProblem, fromDraft, toDraft } from './sizeGuideDraft';

const guide = {
  category: 'men' as const,
  measurements: ['Chest', 'Waist'],
  rows: [
    { size: 'S', cm: [92, 78] },
    { size: 'M', cm: [100, 86.5] },
  ],
};

describe('size guide draft', () => {
  it('goes back to the same guide', () => {
    const draft = toDraft(guide);
    expect(draft.measurements).toBe('Chest, Waist');
    expect(draftProblem(draft)).toBeNull();
    expect(fromDraft(draft)).toEqual({ measurements: guide.measurements, rows: guide.rows });
  });

  it('names what is missing or wrong', () => {
    const draft = toDraft(guide);
    expect(draftProblem({ ...draft, measurements: ' , ' })).toBe('Name at least one measurement.');
    expect(draftProblem({ ...draft, measurements: 'Chest, chest' })).toBe(
      'Each measurement may appear only once.',
    );
    expect(draftProblem({ ...draft, rows: [] })).toBe('Add at least one size.');
    const [s, m] = draft.rows;
    if (!s || !m) throw new Error('two rows expected');
    expect(draftProblem({ ...draft, rows: [s, { ...m, size: ' s ' }] })).toBe(
      'Each size may appear only once.',
    );
    expect(draftProblem({ ...draft, rows: [s, { ...m, size: '' }] })).toBe(
      'Every row needs a size.',
    );
    // A third measurement leaves every row one value short.
    expect(draftProblem({ ...draft, measurements: 'Chest, Waist, Hip' })).toMatch(/^Every value/);
    expect(draftProblem({ ...draft, rows: [s, { ...m, cm: ['100', '86.3'] }] })).toMatch(
      /^Every value/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { fitSummary, fitSummaryText, formatMeasure } from './fit';

describe('fitSummary', () => {
  it('is null when no review answered', () => {
    expect(fitSummary([{}, { fit: undefined }])).toBeNull();
  });

  it('names the most given answer and its share of the answers, not of all reviews', () => {
    const summary = fitSummary([
      { fit: 'true' },
      { fit: 'true' },
      { fit: 'small' },
      {},
      { fit: 'true' },
    ]);
    expect(summary).toEqual({ fit: 'true', percent: 75, answers: 4 });
    expect(summary && fitSummaryText(summary)).toBe('Most say true to size: 75%');
  });

  it('says runs small when most say so, and prefers true to size on a tie', () => {
    const small = fitSummary([{ fit: 'small' }, { fit: 'small' }, { fit: 'large' }]);
    expect(small && fitSummaryText(small)).toBe('Most say runs small: 67%');
    expect(fitSummary([{ fit: 'large' }, { fit: 'true' }])?.fit).toBe('true');
  });
});

describe('formatMeasure', () => {
  it('shows centimetres to the half and inches to one decimal', () => {
    expect(formatMeasure(96.3, 'cm')).toBe('96.5');
    expect(formatMeasure(96, 'in')).toBe('37.8');
  });
});

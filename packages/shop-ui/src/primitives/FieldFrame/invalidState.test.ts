import { describe, expect, it } from 'vitest';
import { invalidState } from './invalidState';

describe('invalidState', () => {
  it('marks a field with a message invalid', () => {
    expect(invalidState(undefined, 'Passwords do not match')).toBe(true);
  });

  it('leaves validation to react-aria when there is neither flag nor message', () => {
    expect(invalidState(undefined, undefined)).toBeUndefined();
    expect(invalidState(undefined, '')).toBeUndefined();
  });

  it('lets an explicit flag win over the message', () => {
    expect(invalidState(false, 'Passwords do not match')).toBe(false);
    expect(invalidState(true, undefined)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { joinNameList } from '../../core/nameList';
import { splitNameList } from './nameList';

describe('size and colour names in one parameter', () => {
  it('keeps the plain comma list for names without commas', () => {
    expect(joinNameList(['M', 'XL'])).toBe('M,XL');
    expect(splitNameList('M,XL')).toEqual(['M', 'XL']);
    expect(splitNameList('XL, M,, ')).toEqual(['XL', 'M']);
  });

  it('carries a comma or a backslash inside a name', () => {
    const names = ['Navy, dark', 'Red', 'Back\\slash', 'Ends with\\'];
    const joined = joinNameList(names);
    expect(joined).toBe('Navy\\, dark,Red,Back\\\\slash,Ends with\\\\');
    expect(splitNameList(joined)).toEqual(names);
  });

  it('reads a lone trailing backslash as itself', () => {
    expect(splitNameList('Red\\')).toEqual(['Red\\']);
  });
});

import { describe, expect, it } from 'vitest';
import { batchLines } from './logBatch';

function sink() {
  const written: string[] = [];
  let synced = 0;
  return {
    written,
    synced: () => synced,
    write(chunk: string) {
      written.push(chunk);
      return true;
    },
    flushSync() {
      synced += 1;
    },
  };
}

describe('batchLines', () => {
  it('hands lines over in order, once they fill a batch', () => {
    const out = sink();
    const batch = batchLines(out, 10);
    batch.write('abcd\n');
    expect(out.written).toEqual([]);
    batch.write('efgh\n');
    expect(out.written).toEqual(['abcd\nefgh\n']);
    batch.write('ij\n');
    expect(out.written).toEqual(['abcd\nefgh\n']);
  });

  it('hands over what is left on flush, and writes it out on flushSync', () => {
    const out = sink();
    const batch = batchLines(out, 4096);
    let flushed = false;
    batch.write('one\n');
    batch.flush(() => {
      flushed = true;
    });
    expect(flushed).toBe(true);
    expect(out.written).toEqual(['one\n']);
    batch.flush();
    expect(out.written).toEqual(['one\n']);
    batch.write('two\n');
    batch.flushSync();
    expect(out.written).toEqual(['one\n', 'two\n']);
    expect(out.synced()).toBe(1);
  });
});

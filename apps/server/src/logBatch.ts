/** What the batch writes to: pino.destination() (SonicBoom) has this shape. */
export interface LineSink {
  write(chunk: string): boolean;
  flushSync(): void;
}

export interface LineBatch {
  write(line: string): boolean;
  /** Hands over whatever is gathered, however little (pino's `logger.flush(done)` lands here). */
  flush(done?: () => void): void;
  /** Hands over and writes out synchronously: for the process's exit, with no event loop left. */
  flushSync(): void;
}

/**
 * Gathers log lines and hands them to `sink` at least `minLength` characters at a time. SonicBoom
 * can gather too (its `minLength`), but it measures the UTF-8 length of everything it holds on
 * every write, which cost each request's log line more than pino took to make it; joined here,
 * it measures once per batch.
 */
export function batchLines(sink: LineSink, minLength: number): LineBatch {
  let lines: string[] = [];
  let gathered = 0;
  const handOver = () => {
    if (lines.length === 0) return;
    const chunk = lines.join('');
    lines = [];
    gathered = 0;
    sink.write(chunk);
  };
  return {
    write(line) {
      lines.push(line);
      gathered += line.length;
      if (gathered >= minLength) handOver();
      return true;
    },
    flush(done) {
      handOver();
      done?.();
    },
    flushSync() {
      handOver();
      sink.flushSync();
    },
  };
}

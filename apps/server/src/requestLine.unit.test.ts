import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type RequestEntry, requestLine, SERVICE } from './requestLine';

/** The line pino itself writes for `info(entry, 'request')`, at a fixed time. */
function pinoLine(entry: RequestEntry, time: number): string {
  let line = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      line += chunk.toString();
      done();
    },
  });
  const logger = pino(
    { level: 'info', base: { service: SERVICE }, timestamp: () => `,"time":${time}` },
    sink,
  );
  logger.info(entry, 'request');
  return line;
}

const guest: RequestEntry = {
  requestId: '261d7266-ff56-4fc1-8816-9680dcd1bb1e',
  method: 'GET',
  path: '/api/shop/products/get',
  status: 200,
  ms: 1.3,
  userId: undefined,
};

describe('requestLine', () => {
  it.each([
    ['a guest', guest],
    ['a signed-in shopper', { ...guest, method: 'POST', status: 201, ms: 12, userId: 'u-42' }],
    ['a hostile path', { ...guest, path: '/a"b\\c\n\u0000\u2028é</script>', status: 404 }],
  ])('writes what pino writes for %s', (_name, entry) => {
    const time = 1_795_579_586_272;
    const line = requestLine(entry, time);
    expect(line).toBe(pinoLine(entry, time));
    expect(JSON.parse(line)).toMatchObject({ path: entry.path, msg: 'request' });
  });

  it('escapes a lone surrogate, which pino writes raw and UTF-8 then loses', () => {
    const path = '/\ud800x/\u{1f455}';
    const line = requestLine({ ...guest, path }, 1);
    expect(line).toContain('"path":"/\\ud800x/\u{1f455}"');
    expect(JSON.parse(Buffer.from(line).toString()).path).toBe(path);
  });
});

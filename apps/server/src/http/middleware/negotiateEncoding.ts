import { boundedMemo } from '../boundedMemo';

export type Encoding = 'br' | 'gzip';

/** Distinct Accept-Encoding values remembered; browsers send a handful, so this is plenty. */
const REMEMBERED = 64;

/** The best encoding the client accepts: brotli, then gzip; none when it accepts neither. */
export function chooseEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const br = accepted.get('br') ?? accepted.get('*') ?? 0;
  const gzip = accepted.get('gzip') ?? accepted.get('*') ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

// Parsing the header cost a small cached answer about a tenth of its time, and clients repeat
// the very same value on every request.
const remembered = boundedMemo<string, Encoding | null>(REMEMBERED);

/** chooseEncoding, remembered by the header's exact value (a bounded number of them). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  return remembered(acceptEncoding, () => chooseEncoding(acceptEncoding));
}

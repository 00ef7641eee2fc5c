import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { boundedMemo } from '../boundedMemo';
import { strongEtag } from '../middleware/etag';

export interface ShellFile {
  bytes: Buffer;
  etag: string;
  mtimeMs: number;
  size: number;
}

export interface ShellFilesOptions {
  /** How long what a path held is trusted before the disk is asked again (1 s). */
  recheckMs?: number;
  /** The clock, in milliseconds. */
  now?: () => number;
}

/**
 * The built shell's files under `root`, kept in memory with their ETag. A page's first visit
 * asks for a dozen files at once; each asked the disk first (a `stat` on libuv's thread pool,
 * two with a precompressed neighbour), which doubled the time to answer an in-memory file. Now
 * the disk is asked at most once per `recheckMs` per path, so a rebuild still shows within a
 * second. Paths outside `root`, folders and missing files are null.
 */
export function shellFiles(
  root: string,
  { recheckMs = 1000, now = () => performance.now() }: ShellFilesOptions = {},
): (relative: string) => Promise<ShellFile | null> {
  const files = new Map<string, ShellFile>();
  // Any client may ask for any path: the answers remembered are bounded.
  const lookups = boundedMemo<string, { at: number; found: Promise<ShellFile | null> }>(4096);

  const load = async (full: string): Promise<ShellFile | null> => {
    try {
      const info = await stat(full);
      if (!info.isFile()) return null;
      const known = files.get(full);
      if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known;
      const bytes = await readFile(full);
      const entry = { bytes, etag: strongEtag(bytes), mtimeMs: info.mtimeMs, size: info.size };
      files.set(full, entry);
      return entry;
    } catch {
      return null;
    }
  };

  return (relative) => {
    const full = path.resolve(root, `.${relative}`);
    if (!full.startsWith(`${root}${path.sep}`)) return Promise.resolve(null);
    const at = now();
    let fresh = false;
    const looked = lookups(full, () => {
      fresh = true;
      return { at, found: load(full) };
    });
    // A path just looked up is not looked up again at once (two reads racing to be kept).
    if (!fresh && at - looked.at >= recheckMs) {
      looked.at = at;
      looked.found = load(full);
    }
    return looked.found;
  };
}

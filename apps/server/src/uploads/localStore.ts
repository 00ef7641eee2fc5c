import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadStore } from './store';

/** Uploads as files in one folder of this machine (the default: one instance). */
export function createLocalStore(dir: string): UploadStore {
  return {
    kind: 'local',
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
    },
    async get(name) {
      try {
        return new Uint8Array(await readFile(path.join(dir, name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

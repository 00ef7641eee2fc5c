import { readFile, rm, writeFile } from 'node:fs/promises';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims an embedded database folder for this process (`<dir>.lock` holding its pid), and
 * returns how to let go. PGlite keeps no lock of its own: two processes on one folder (a second
 * server, or a backup taken while the server runs) would corrupt it. A lock whose process is
 * gone (a crash, or a container restarted with the same pid) is taken over.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = `${dir}.lock`;
  const release = () => rm(file, { force: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `The embedded database at ${dir} is in use by process ${holder}: stop that server first (one process at a time may open it).`,
      );
    }
    await release();
  }
  throw new Error(`Could not lock the embedded database at ${dir}`);
}

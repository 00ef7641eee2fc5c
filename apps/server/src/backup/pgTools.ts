import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Runs pg_dump or pg_restore: from PG_BIN (a directory) when set, else from PATH. The password
 * of the connection URL travels in PGPASSWORD, never on a command line others can read.
 */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const file = process.env.PG_BIN ? path.join(process.env.PG_BIN, tool) : tool;
  return new Promise<void>((resolve, reject) => {
    let errors = '';
    const child = spawn(file, [...args, `--dbname=${url.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${tool} was not found: install PostgreSQL's client programs (the server's major version or newer), or point PG_BIN at their directory`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}):\n${errors}`)),
    );
  });
}

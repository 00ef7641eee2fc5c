import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs the operator's command line (`src/cli.ts`, as `pnpm --filter @atelier/server cli` does)
 * with the given environment; resolves with its exit code and what it printed.
 */
export function runCli(
  args: string[],
  env: Record<string, string>,
  input?: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@atelier/source', 'src/cli.ts', ...args],
      {
        cwd: SERVER_DIR,
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdin.end(input ?? '');
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

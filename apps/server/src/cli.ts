import { parseArgs } from 'node:util';
import { isValidPassword, VALIDATION } from '@atelier/api-client';
import { createAdmin } from './auth/admins';
import { createPasswordHasher } from './auth/passwords';
import { backupTo } from './backup/backup';
import { restoreFrom } from './backup/restore';
import { readSecret } from './cli/readSecret';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';

/**
 * The operator's commands, run with the server's own environment (the same DATABASE_URL or
 * DATA_DIR, the same storage settings):
 *
 *   create-admin --email <address> [--name <name>]   password from ADMIN_PASSWORD or stdin
 *   backup --out <new folder>
 *   restore --from <backup folder>                    into a new database / data folder
 */
const USAGE = `Usage: atelier-server <command>
  create-admin --email <address> [--name <name>]
      Creates an admin account. The password comes from ADMIN_PASSWORD, or is read from
      standard input (typed without echo at a terminal, or the first line of a pipe).
  backup --out <folder>
      Writes the database, the upload files (local storage) and a manifest into a new folder.
  restore --from <folder>
      Restores a backup into an empty database (DATABASE_URL) or a new DATA_DIR.`;

async function createAdminCommand(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, name: { type: 'string', default: 'Admin' } },
  });
  if (!values.email) throw new UsageError('create-admin needs --email');
  const password =
    process.env.ADMIN_PASSWORD || (await readSecret(`Password for ${values.email}: `));
  if (process.stdin.isTTY && !process.env.ADMIN_PASSWORD) {
    if ((await readSecret('Again: ')) !== password) throw new Error(VALIDATION.passwordsMismatch);
  }
  // Checked before the database is opened, so a retyped password costs no wait.
  if (!isValidPassword(password)) throw new Error(VALIDATION.password);
  const config = loadConfig();
  const db = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir ?? '' },
  );
  try {
    await migrate(db);
    const outcome = await createAdmin(db, createPasswordHasher(), {
      email: values.email.trim().toLowerCase(),
      password,
      userName: values.name,
    });
    if (outcome === 'exists') {
      throw new Error(`An account with ${values.email} exists already; nothing was changed.`);
    }
    console.log(`Admin ${values.email} created. Sign in at the shop's /auth/login.`);
  } finally {
    await db.close();
  }
}

async function backupCommand(args: string[]) {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  if (!values.out) throw new UsageError('backup needs --out <folder>');
  const manifest = await backupTo(loadConfig(), values.out);
  console.log(`Backup written to ${values.out}: ${JSON.stringify(manifest.counts)}`);
}

async function restoreCommand(args: string[]) {
  const { values } = parseArgs({ args, options: { from: { type: 'string' } } });
  if (!values.from) throw new UsageError('restore needs --from <folder>');
  const manifest = await restoreFrom(loadConfig(), values.from);
  console.log(`Restored the backup of ${manifest.createdAt}: ${JSON.stringify(manifest.counts)}`);
}

class UsageError extends Error {}

const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  'create-admin': createAdminCommand,
  backup: backupCommand,
  restore: restoreCommand,
};

async function main() {
  const [name = '', ...args] = process.argv.slice(2);
  const command = COMMANDS[name];
  if (!command) throw new UsageError(name ? `Unknown command ${name}` : 'No command given');
  await command(args);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof UsageError) console.error(USAGE);
  process.exit(error instanceof UsageError ? 2 : 1);
});

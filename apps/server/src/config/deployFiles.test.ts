import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SETTING_NAMES } from './env';

/**
 * The deployment guide, the Dockerfile and compose.yaml name commands, scripts, files and
 * settings; nothing runs them here (no Docker), so this test holds each name to what exists.
 */
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(REPO, file), 'utf8');
const packageJson = (dir: string) =>
  JSON.parse(read(path.join(dir, 'package.json'))) as {
    name: string;
    scripts?: Record<string, string>;
  };

const PACKAGES = new Map(
  ['packages/api-client', 'packages/shop-ui', 'packages/admin-ui', 'apps/shell', 'apps/server'].map(
    (dir) => [packageJson(dir).name, packageJson(dir)] as const,
  ),
);
/** The files that run commands (compose.yaml runs the Dockerfile's image). */
const FILES = ['Dockerfile', 'docs/deploy.md'] as const;

/** Every `pnpm --filter <package> <script>` in a text, as [package, script]. */
function filteredScripts(text: string): Array<[string, string]> {
  return [...text.matchAll(/pnpm --filter (@atelier\/[\w-]+) ([\w:-]+)/g)].map((m) => [
    m[1] ?? '',
    m[2] ?? '',
  ]);
}

/** pnpm's own commands, which are not package scripts. */
const PNPM_COMMANDS = new Set(['deploy', 'install', 'exec']);

describe('the deployment files name only what exists', () => {
  it.each(FILES)('%s: every pnpm script it runs is a script of that package', (file) => {
    const calls = filteredScripts(read(file));
    expect(calls.length).toBeGreaterThan(0);
    for (const [name, script] of calls) {
      const pkg = PACKAGES.get(name);
      expect(pkg, `${file}: no package ${name}`).toBeDefined();
      if (!PNPM_COMMANDS.has(script)) {
        expect(
          Object.keys(pkg?.scripts ?? {}),
          `${file}: ${name} has no script ${script}`,
        ).toContain(script);
      }
    }
  });

  it.each(FILES)('%s: every dist/ file it starts is an entry of the server build', (file) => {
    const tsup = read('apps/server/tsup.config.ts');
    const started = [...read(file).matchAll(/\bdist\/(\w+)\.js\b/g)].map((m) => m[1]);
    expect(started.length).toBeGreaterThan(0);
    for (const entry of new Set(started)) {
      expect(tsup, `${file}: dist/${entry}.js is not built`).toMatch(
        new RegExp(`\\b${entry}: 'src/${entry}\\.ts'`),
      );
      expect(existsSync(path.join(REPO, `apps/server/src/${entry}.ts`))).toBe(true);
    }
    const startProd = PACKAGES.get('@atelier/server')?.scripts?.['start:prod'];
    expect(startProd).toContain('dist/main.js');
  });

  it('the Dockerfile copies only files that exist and runs the server as a user', () => {
    const dockerfile = read('Dockerfile');
    const copies = [...dockerfile.matchAll(/^COPY (?!--from)(?:--\S+ )*(\S+) \S+$/gm)].map(
      (m) => m[1] ?? '',
    );
    for (const source of copies) expect(existsSync(path.join(REPO, source)), source).toBe(true);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(dockerfile).toContain(`pnpm@${read('package.json').match(/"pnpm@([\d.]+)"/)?.[1]}`);
    expect(existsSync(path.join(REPO, '.dockerignore'))).toBe(true);
  });

  it("compose.yaml gives the servers settings the server knows, and a production start's", () => {
    const compose = parse(read('compose.yaml')) as {
      'x-atelier': { build: { context: string }; environment: Record<string, string> };
      services: Record<string, { environment?: Record<string, string> }>;
    };
    // The servers are built from the Dockerfile beside it.
    expect(compose['x-atelier'].build.context).toBe('.');
    const environment = compose['x-atelier'].environment;
    for (const name of Object.keys(environment)) expect(SETTING_NAMES).toContain(name);
    for (const required of ['PUBLIC_URL', 'SMTP_HOST', 'MAIL_FROM', 'UPLOAD_STORAGE']) {
      expect(Object.keys(environment)).toContain(required);
    }
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['app1', 'app2', 'proxy', 'postgres', 'minio', 'mailpit']),
    );
  });

  it("the guide's table lists every setting, once, and nothing else", () => {
    const guide = read('docs/deploy.md');
    const table = guide.slice(guide.indexOf('## Settings'));
    const rows = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]);
    expect([...rows].sort()).toEqual([...SETTING_NAMES].sort());
    // Files the guide points at.
    for (const [, file] of guide.matchAll(/`((?:apps|packages|docs)\/[\w./-]+)`/g)) {
      expect(existsSync(path.join(REPO, file ?? '')), file).toBe(true);
    }
  });
});

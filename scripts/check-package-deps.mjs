// Checks that every package declares what its build imports, and imports what it depends on, as an app installing it from the
// registry will see it: each bare import in `dist/` is a dependency or a peer, and so is every
// peer that a workspace package's imported entry needs (shop-ui uses `@atelier/api-client/swr`,
// whose `swr` is only an optional peer of api-client, so shop-ui must ask for `swr` itself).
// Run after `pnpm build`, as part of `pnpm test:packages`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const PACKAGES = ['packages/api-client', 'packages/shop-ui', 'packages/admin-ui'];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'\s]+)["']/g;
// A module specifier, relative or bare, as opposed to a string that merely follows `from`.
const MODULE = /^(\.{1,2}\/|(@[\w.-]+\/)?[\w.-]+(\/[\w./-]*)?$)/;

const manifests = new Map(
  PACKAGES.map((dir) => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return [pkg.name, { dir, pkg }];
  }),
);

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function specifiers(file) {
  return [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
    .map((match) => match[1])
    .filter((specifier) => MODULE.test(specifier));
}

/** Bare imports reachable from these files through relative imports. */
function bareImports(files) {
  const seen = new Set();
  const bare = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of specifiers(file)) {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        if (existsSync(target)) queue.push(target);
      } else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) {
        bare.add(specifier);
      }
    }
  }
  return bare;
}

function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

const declared = (pkg) =>
  new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);

const failures = [];
for (const [name, { dir, pkg }] of manifests) {
  const own = declared(pkg);
  const imports = bareImports(jsFiles(join(dir, 'dist')));
  // A dependency nothing imports only costs every app an install (and maybe a second copy).
  const used = new Set([...imports].map(packageName));
  for (const dependency of Object.keys(pkg.dependencies ?? {})) {
    if (!used.has(dependency))
      failures.push(`${name} depends on ${dependency}, which it never imports`);
  }
  for (const specifier of imports) {
    const dependency = packageName(specifier);
    if (dependency === name) continue;
    if (!own.has(dependency)) {
      failures.push(`${name} imports ${specifier} but declares ${dependency} nowhere`);
      continue;
    }
    // A workspace package's entry: what it needs and does not install itself, this package must.
    const workspace = manifests.get(dependency);
    if (!workspace) continue;
    const subpath = `.${specifier.slice(dependency.length)}`;
    const entry = workspace.pkg.exports[subpath]?.import?.default;
    if (!entry) {
      failures.push(`${name} imports ${specifier}, which ${dependency} does not export`);
      continue;
    }
    const installedWithIt = new Set(Object.keys(workspace.pkg.dependencies ?? {}));
    for (const inner of bareImports([join(workspace.dir, entry)])) {
      const needed = packageName(inner);
      if (needed === dependency || installedWithIt.has(needed) || own.has(needed)) continue;
      failures.push(
        `${name} uses ${specifier}, which imports ${inner}: declare ${needed} as a peer`,
      );
    }
  }
}

if (failures.length > 0) {
  console.error(`Dependency check failed:\n  ${[...new Set(failures)].join('\n  ')}`);
  process.exit(1);
}
console.log(`Dependencies: every import of ${manifests.size} built packages is declared.`);

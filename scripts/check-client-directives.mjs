// Checks the built packages for React Server Components: every entry that renders or holds React
// state starts with "use client", and the framework-free entries do not (a server may import them).
// Run after `pnpm build`, as part of `pnpm test:packages`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Export subpaths that are client modules; every other entry of these packages must not be. */
const CLIENT_ENTRIES = {
  'packages/api-client': ['./swr'],
  'packages/shop-ui': ['.', './screens'],
  'packages/admin-ui': ['.'],
};

// The directive prologue: string statements before any other code ("use strict" may precede it).
const PROLOGUE = /^(?:\s*(["'])[^"'\n]*\1;?)*/;

function hasUseClient(code) {
  const prologue = code.match(PROLOGUE)?.[0] ?? '';
  return /(["'])use client\1/.test(prologue);
}

const failures = [];
let checked = 0;
for (const [dir, clientEntries] of Object.entries(CLIENT_ENTRIES)) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const [subpath, conditions] of Object.entries(pkg.exports)) {
    // Plain paths (./package.json) and blocked ones (./private/*: null) are no modules.
    if (typeof conditions !== 'object' || conditions === null) continue;
    const expected = clientEntries.includes(subpath);
    for (const format of ['import', 'require']) {
      const file = join(dir, conditions[format].default);
      const actual = hasUseClient(readFileSync(file, 'utf8'));
      checked += 1;
      if (actual !== expected) {
        failures.push(
          `${pkg.name} ${subpath} (${format}, ${file}): ${expected ? 'missing' : 'unexpected'} "use client"`,
        );
      }
    }
  }
}

if (failures.length > 0) {
  console.error(`"use client" check failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`"use client": ${checked} built entry files checked.`);

/**
 * Benchmark: what an app pays for importing parts of @atelier/shop-ui. Builds tiny consumer
 * entries against the package's published build (dist) with Vite and prints minified and gzip
 * sizes, so tree-shaking regressions show up as numbers. React, react-dom and styled-components
 * are left out (the app has them anyway). Run: pnpm bench:bundle
 */
import { execSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const repo = resolve(import.meta.dirname, '..');
if (!existsSync(join(repo, 'packages/shop-ui/dist/index.js'))) {
  execSync('pnpm --filter @atelier/api-client --filter @atelier/shop-ui build', {
    cwd: repo,
    stdio: 'inherit',
  });
}

const cases: Record<string, string> = {
  'Button only': `import { Button } from '@atelier/shop-ui'; console.log(Button);`,
  'theme + Toast': `import { ThemeProvider, ToastProvider } from '@atelier/shop-ui'; console.log(ThemeProvider, ToastProvider);`,
  LoginScreen: `import { LoginScreen } from '@atelier/shop-ui'; console.log(LoginScreen);`,
  ListingScreen: `import { ListingScreen } from '@atelier/shop-ui'; console.log(ListingScreen);`,
  CheckoutScreen: `import { CheckoutScreen } from '@atelier/shop-ui'; console.log(CheckoutScreen);`,
  everything: `import * as all from '@atelier/shop-ui'; console.log(all);`,
};

const work = mkdtempSync(join(repo, 'packages/shop-ui/.bench-bundle-'));
const rows: Record<string, string>[] = [];
try {
  for (const [name, source] of Object.entries(cases)) {
    const entry = join(work, 'entry.js');
    writeFileSync(entry, source);
    const outDir = join(work, 'out');
    await build({
      root: work,
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        rollupOptions: {
          input: entry,
          external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'],
        },
      },
    });
    const files = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    const bytes = files.map((file) => readFileSync(join(outDir, 'assets', file)));
    const raw = bytes.reduce((sum, b) => sum + b.length, 0);
    const gzip = bytes.reduce((sum, b) => sum + gzipSync(b).length, 0);
    const initial = statSync(
      join(outDir, 'assets', files.find((f) => f.startsWith('entry')) ?? files[0] ?? ''),
    ).size;
    rows.push({
      import: name,
      'all chunks (KiB)': (raw / 1024).toFixed(1),
      'gzip (KiB)': (gzip / 1024).toFixed(1),
      'entry chunk (KiB)': (initial / 1024).toFixed(1),
      chunks: String(files.length),
    });
  }
  console.table(rows);
} finally {
  rmSync(work, { recursive: true, force: true });
}

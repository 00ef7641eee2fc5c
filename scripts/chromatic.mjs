// Publishes Storybook to Chromatic for visual review when a project token is configured;
// without one (local machines, forks, offline CI) it explains and exits successfully.
// With a token, Chromatic's own rule holds: a build with visual changes fails (exit code 1)
// until someone accepts them in Chromatic, so nothing ships unreviewed.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping visual review upload.');
  process.exit(0);
}

// The CLI is a pinned devDependency (chromatic 16: the newest major that runs on Node 20); it
// reads the token from CHROMATIC_PROJECT_TOKEN itself.
const result = spawnSync('pnpm', ['exec', 'chromatic', '--build-script-name', 'build-storybook'], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);

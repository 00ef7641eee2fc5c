// Publishes Storybook to Chromatic for visual review when a project token is configured;
// without one (local machines, forks, offline CI) it explains and exits successfully.
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping visual review upload.');
  process.exit(0);
}

// chromatic 13 is the newest release that runs on Node 20; fetched only when a token is set.
const result = spawnSync(
  'pnpm',
  ['dlx', 'chromatic@13', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);

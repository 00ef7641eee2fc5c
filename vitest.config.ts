import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

// Workspace packages resolve to their TypeScript sources, so tests never need a build first.
const SOURCE_CONDITION = '@atelier/source';

export default defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    resolve: {
      // Node knows no `module` condition; packages that offer one (the AWS SDK) point it at
      // bundler-only builds with extensionless imports, which Node cannot load.
      conditions: [
        SOURCE_CONDITION,
        ...defaultServerConditions.filter((condition) => condition !== 'module'),
      ],
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // .storybook: stories composed in Vitest with the mock backend they chose.
          include: [
            '{packages,apps,tests}/*/src/**/*.test.{ts,tsx}',
            'apps/shell/vite-plugins/*.test.ts',
            '.storybook/*.test.{ts,tsx}',
          ],
          exclude: ['**/node_modules/**', '**/*.pg.test.ts'],
          environment: 'node',
          // Type tests (`*.test-d.ts`, expectTypeOf) run with the unit tests, through tsc.
          typecheck: {
            enabled: true,
            include: ['{packages,apps,tests}/*/src/**/*.test-d.{ts,tsx}'],
            tsconfig: './tsconfig.typecheck.json',
          },
        },
      },
      {
        // The server's HTTP suite again, on a real PostgreSQL server instead of PGlite, plus the
        // tests that need one (several server instances on one database).
        extends: true,
        test: {
          name: 'server-pg',
          include: [
            'apps/server/src/http/__tests__/*.test.ts',
            'apps/server/src/db/productShape.test.ts',
            'apps/server/src/db/facetIndex.test.ts',
            'apps/server/src/**/*.pg.test.ts',
          ],
          environment: 'node',
          globalSetup: ['apps/server/src/test/pgGlobalSetup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // Above the 10 s that one findBy may wait (.storybook/preview.tsx).
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});

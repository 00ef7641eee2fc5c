import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The designers' pages (introduction, theme tokens, whole pages in their layouts) first, then
  // every package's component stories.
  stories: [
    './pages/*.mdx',
    './pages/*.stories.@(ts|tsx)',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    // The server's e-mail templates, previewed as their recipients get them.
    '../apps/server/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    // Stories import workspace packages from source, so Storybook never needs a build first.
    return mergeConfig(viteConfig, {
      resolve: { conditions: ['@atelier/source', ...defaultClientConditions] },
    });
  },
};

export default config;

// The test runner's Jest configuration: its defaults, with Chromium launched as the rest of the
// tests launch it (scripts/chromium.ts, handed over by scripts/test-built-storybook.ts).
const { getJestConfig } = require('@storybook/test-runner');

const defaults = getJestConfig();
const launchOptions = JSON.parse(process.env.STORYBOOK_CHROMIUM_LAUNCH ?? '{}');

module.exports = {
  ...defaults,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions,
    },
  },
};

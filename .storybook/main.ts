import type { StorybookConfig } from '@storybook/react-vite';

// Storybook must work offline: no telemetry, no update check (see also the --disable-telemetry and
// --no-version-updates flags in package.json and STORYBOOK_DISABLE_TELEMETRY in scripts/test.mjs).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
};

export default config;

import path from 'node:path';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';

import { CHROMIUM_ARGS } from './scripts/find-chromium.mjs';
import viteConfig from './vite.config.ts';

const dirname = import.meta.dirname;

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Let every project pass while its folder is still empty.
      passWithNoTests: true,
      // Two files at a time: Vitest's default for a run is one worker fewer than the cores, which on this 2-core
      // machine is one file at a time, and the server's files wait on their servers and child processes as much as
      // on the processor.
      maxWorkers: 2,
      projects: [
        {
          test: {
            name: 'unit',
            environment: 'node',
            // One module graph per worker, not one per file: the files share the imports of api/, machines/ and
            // store/ instead of loading them again each (17 s to 8 s). They pass in any order
            // (--sequence.shuffle.files); a test that stubs a global or the environment puts it back itself.
            isolate: false,
            include: [
              'api/**/*.test.ts',
              'machines/**/*.test.ts',
              'mocks/**/*.test.ts',
              'store/**/*.test.{ts,tsx}',
              'scripts/**/*.test.ts',
              'bench/**/*.test.ts',
              'ui/lib/**/*.test.ts',
            ],
            passWithNoTests: true,
          },
        },
        {
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts'],
            // one migrated PGlite, whose dump starts a worker's databases; a file's database is emptied and the
            // worker's next file reuses it (docs/decisions/053-test-time.md)
            globalSetup: ['server/test/pglite-template.ts'],
            // The server's modules loaded once per worker, not once per file: 190 s to 97 s on PGlite, 171 s to 66 s
            // on PostgreSQL. A file's shops have their own database, settings and limits and close in its afterAll;
            // what the modules keep between files is caches and the password workers, shared to the files' gain.
            // The files pass in any order (--sequence.shuffle.files); docs/decisions/046-vitest-shares-modules-per-worker.md.
            isolate: false,
            // Two files at a time, one per core: each has a database of its own (PGlite in its worker's memory, or
            // a schema of TEST_DATABASE_URL whose notifications carry the schema's name), and every server it
            // starts listens on a port the system chooses.
            fileParallelism: true,
            // ...and after the other projects, not beside Chromium: on 2 cores PGlite needs the machine to itself.
            sequence: { groupOrder: 1 },
            testTimeout: 30_000,
            hookTimeout: 30_000,
            passWithNoTests: true,
          },
        },
        {
          // Every story is a test: it renders in the system Chromium, its play function runs, a11y checks fail it.
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            setupFiles: ['.storybook/vitest.setup.ts'],
            // One page for every story file, not a fresh iframe (and a fresh import of ui/ and store/) per file: the
            // project's run time halves (import 62 s to 6 s, 270 s to 122 s in all). Storybook mounts each story
            // afresh with its own args and msw handlers (mswLoader); the one module flag, useHydrated's, only turns
            // true, as in a browser after its first page. The stories pass in a shuffled file order too
            // (--sequence.shuffle.files). The price: a story that fails can leave its dialog's portal in the page
            // and fail later files' dialog stories with it; read the first failure first.
            isolate: false,
            passWithNoTests: true,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: {
                  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                  // scripts/test.mjs exports CHROMIUM_PATH; nothing here ever downloads a browser.
                  args: CHROMIUM_ARGS,
                },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);

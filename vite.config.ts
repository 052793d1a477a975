import tailwindcss from '@tailwindcss/vite';
import { serwist } from '@serwist/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { precompress } from './scripts/precompress.ts';
import { shopShell } from './scripts/service-worker-shell.ts';

const STORE_ENTRY = '/store/entry-client.tsx';
const MOCK_ENTRY = '/dev/mock-main.tsx';

/**
 * `vite --mode mock` (npm run dev:mock): the same index.html, but its script points at dev/mock-main.tsx,
 * which starts the MSW worker and then loads the storefront. No server needed.
 */
function mockEntry(): Plugin {
  return {
    name: 'shop:mock-entry',
    apply: (_config, { mode }) => mode === 'mock',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(STORE_ENTRY)) throw new Error(`index.html no longer loads ${STORE_ENTRY}`);
        return html.replace(STORE_ENTRY, MOCK_ENTRY);
      },
    },
  };
}

const chunks = chunkGroups();
const CLIENT_DIR = 'dist/client';

/**
 * The phone's service worker (store/offline/service-worker.ts, docs/decisions/047-service-worker.md): built
 * beside the storefront's build as dist/client/sw.js, with the storefront's files as its shell. Not in the dev
 * servers (a worker there would keep yesterday's modules) nor in the server-rendering build.
 */
const serviceWorker = (enabled: boolean) =>
  serwist({
    disable: !enabled,
    swSrc: 'store/offline/service-worker.ts',
    swDest: 'sw.js',
    globDirectory: CLIENT_DIR,
    globPatterns: ['assets/*.{js,css,woff2,svg}'],
    manifestTransforms: [shopShell(CLIENT_DIR)],
    rollupFormat: 'iife',
  });

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    mockEntry(),
    precompress(),
    chunks.plugin,
    serviceWorker(command === 'build' && !isSsrBuild && mode === 'production'),
  ],
  // Pre-bundled up front: a dependency Vite discovers mid-run reloads the page, which fails the story
  // being tested on a fresh clone (no .vite cache), as in CI.
  optimizeDeps: {
    include: [
      '@radix-ui/react-accordion',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-label',
      '@radix-ui/react-select',
      '@radix-ui/react-slot',
      '@radix-ui/react-toast',
      '@xstate/react',
      'class-variance-authority',
      'clsx',
      'msw',
      // dev/mock-main.tsx's (mock mode): the scan starts from index.html's script, which is the storefront's
      'msw/browser',
      'react-dom/client',
      // stories/harness/Hydration.stories.tsx renders HTML as the server does
      'react-dom/server',
      'react-router-dom',
      'tailwind-merge',
      'xstate',
      'zod',
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // `npm run dev`: the API runs on the shop server; mock mode answers /api from MSW instead.
    proxy:
      mode === 'mock'
        ? undefined
        : {
            // The shop's calls, not Vite's own module URLs: the source folder api/ is served at /api/*.ts too.
            '^/api/(?![^?]*\\.[cm]?[jt]sx?(?:\\?|$))': {
              target: process.env.API_URL ?? 'http://127.0.0.1:3000',
              changeOrigin: true,
            },
          },
  },
  build: {
    rolldownOptions: {
      treeshake: {
        // api/, ui/ and machines/ only define things at import time (schemas, components, machines), so a
        // module none of whose exports is used can go. Without this the barrels (api/index.ts, ui/index.ts)
        // pull every zod schema and every component into each page.
        moduleSideEffects: [{ test: /\/(api|ui|machines)\/[^?]*\.tsx?$/, sideEffects: false }],
      },
      output: isSsrBuild ? {} : { codeSplitting: { groups: chunks.groups } },
    },
    outDir: CLIENT_DIR,
    emptyOutDir: true,
    // server/web.ts hands it to the server render, which preloads each page's own lazy chunk
    manifest: true,
  },
}));

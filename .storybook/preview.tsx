import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';

import '../ui/theme.css';

// One MSW worker for all stories; each story brings its handlers in parameters.msw.handlers.
// Quiet under Vitest (mode 'test'), where every logged request would flood the test output.
initialize({ onUnhandledRequest: 'bypass', quiet: import.meta.env.MODE === 'test' });

const preview: Preview = {
  loaders: [mswLoader],
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the story's test (in Storybook's test panel and in `npm test`).
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;

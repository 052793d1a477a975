import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';

import { ShopDocsContainer } from '../stories/docs/docs-container';
import { markPageHydrated } from '../ui/lib/use-hydrated';
import { toast } from '../store/toasts';
import { forgetServerHtml } from '../stories/harness/server-html';
import { startTheStoryClock } from './clock';
import '../ui/theme.css';

// One MSW worker for all stories; each story brings its handlers in parameters.msw.handlers.
// Quiet under Vitest (mode 'test'), where every logged request would flood the test output.
initialize({ onUnhandledRequest: 'bypass', quiet: import.meta.env.MODE === 'test' });

// A play's findBy... waits up to 5 s, not Testing Library's 1 s: a screen posted to, or a lazy page, may take longer
// than a second to draw on a designer's busy laptop or a loaded test machine, and a play must not turn red for it.
configure({ asyncUtilTimeout: 5000 });

// A story looks the same opened first, opened after another, in the Storybook UI and under Vitest.
markPageHydrated();

const preview: Preview = {
  loaders: [mswLoader],
  beforeEach: () => {
    startTheStoryClock();
    // the canvas is one page from story to story: each story starts at its top, without the last one's toasts
    window.scrollTo(0, 0);
    toast.dismissAll();
    // a "before hydration" story leaves its hydrated page on show; it goes when the next story starts
    return forgetServerHtml;
  },
  parameters: {
    layout: 'padded',
    // The sidebar in the order a designer reads it: what this is, the tokens, ui/ by family, then the app's
    // routes, journeys and machines. Unlisted entries keep the order their files are found in.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colour', 'Type', 'Space', 'Radii', 'Shadows', 'Motion', 'Breakpoints', 'Icons', 'Voice'],
          'Components',
          ['Primitives', 'Storefront', 'Checkout', 'Marketing', 'Admin'],
          'Screens',
          ['Overview', '*'],
          'Flows',
          'Machines',
        ],
      },
    },
    // A Docs page lists its sections and stories down the side, so a long page can be jumped through, and opens
    // at its top (ShopDocsContainer).
    docs: { toc: { headingSelector: 'h2, h3' }, container: ShopDocsContainer },
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

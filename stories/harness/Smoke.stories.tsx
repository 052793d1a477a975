// Smoke test of the story harness itself, kept as its documentation: an MSW handler answers the component's
// fetch, the play function runs as a Vitest browser test in the system Chromium, and a11y runs in error mode
// (an inaccessible change here, say a button without a name, fails `npm test`).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';

const GREETING_URL = '/api/harness/greeting';

function Greeting() {
  const [greeting, setGreeting] = useState<string | null>(null);
  const [liked, setLiked] = useState(false);

  useEffect(() => {
    let live = true;
    fetch(GREETING_URL)
      .then((response) => response.json() as Promise<{ message: string }>)
      .then((body) => live && setGreeting(body.message))
      .catch(() => live && setGreeting('Could not load the greeting.'));
    return () => {
      live = false;
    };
  }, []);

  return (
    <section aria-labelledby="smoke-title" className="max-w-sm rounded border p-4">
      <h2 id="smoke-title" className="text-lg font-semibold">
        Harness smoke test
      </h2>
      <p role="status">{greeting ?? 'Loading…'}</p>
      <button
        type="button"
        aria-pressed={liked}
        onClick={() => setLiked((value) => !value)}
        className="mt-2 rounded bg-black px-3 py-2 text-white"
      >
        {liked ? 'Liked' : 'Like this scent'}
      </button>
    </section>
  );
}

const meta = {
  title: 'Harness/Smoke',
  // A test of the story harness, not a design: out of the sidebar (no 'dev'), still run by `npm test` ('test').
  tags: ['!dev'],
  component: Greeting,
  parameters: {
    msw: {
      handlers: [
        http.get(GREETING_URL, async () => {
          await delay(50);
          return HttpResponse.json({ message: 'Welcome to the fragrance house' });
        }),
      ],
    },
  },
} satisfies Meta<typeof Greeting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('the greeting arrives from the MSW handler', async () => {
      await expect(await canvas.findByText('Welcome to the fragrance house')).toBeVisible();
    });
    await step('the button toggles', async () => {
      const button = canvas.getByRole('button', { name: 'Like this scent' });
      await userEvent.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
      await expect(button).toHaveTextContent('Liked');
    });
  },
};

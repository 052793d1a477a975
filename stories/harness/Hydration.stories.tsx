// How a part that depends on this device (the stored cart, the contact map) meets the server's HTML: useHydrated
// is false in the server's HTML and while the page hydrates, so the first client render matches it, and true once
// hydrated. The play function renders a probe to HTML as the server does and hydrates it as the browser does.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, waitFor } from 'storybook/test';

import { useHydrated } from '../../ui/lib/use-hydrated';

function DeviceProbe({ label }: { label: string }) {
  const hydrated = useHydrated();
  // what the probe showed on its very first render
  const [first] = useState(hydrated);
  return (
    <p data-first={first ? 'device' : 'server'}>
      {label}: {hydrated ? 'from this device' : 'as the server sent it'}
    </p>
  );
}

function HydrationProbe() {
  const [later, setLater] = useState(false);
  return (
    <section aria-label="Hydration probe" className="grid gap-2 p-4">
      <div data-testid="server-rendered" />
      {later && <DeviceProbe label="Mounted after hydration" />}
      <button type="button" className="w-fit rounded border px-3 py-2" onClick={() => setLater(true)}>
        Mount a part later
      </button>
    </section>
  );
}

const meta = {
  title: 'Harness/Hydration',
  // A test of the story harness, not a design: out of the sidebar (no 'dev'), still run by `npm test` ('test').
  tags: ['!dev'],
  component: HydrationProbe,
} satisfies Meta<typeof HydrationProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerHtmlThenDevice: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const host = canvasElement.querySelector<HTMLElement>('[data-testid="server-rendered"]')!;
    const problems: unknown[] = [];
    let root: Root | undefined;

    await step('the server HTML shows the server state', async () => {
      host.innerHTML = renderToString(<DeviceProbe label="Cart" />);
      await expect(host).toHaveTextContent('Cart: as the server sent it');
    });

    await step('hydrating keeps the server HTML, then shows this device, with no mismatch', async () => {
      startTransition(() => {
        root = hydrateRoot(host, <DeviceProbe label="Cart" />, {
          onRecoverableError: (error) => problems.push(error),
        });
      });
      await waitFor(() => expect(host).toHaveTextContent('Cart: from this device'));
      await expect(host.querySelector('p')).toHaveAttribute('data-first', 'server');
      await expect(problems).toEqual([]);
    });

    await step('a part mounted after hydration shows this device from its first render', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Mount a part later' }));
      const later = await canvas.findByText('Mounted after hydration: from this device');
      await expect(later).toHaveAttribute('data-first', 'device');
    });

    root?.unmount();
  },
};

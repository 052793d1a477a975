import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../api';
import { plainProduct, lowStockProduct } from '../../mocks/fixtures/catalogue';
import { pagesCacheOf } from '../../store/offline/kept';
import { findPage, screenMeta, shopScene } from './harness';

/**
 * `/offline`: what a phone without a connection shows for a page its service worker has not kept, reached from
 * the page the shopper was going to (`?from=`). States: NothingKept (a first visit: Try again and the cart);
 * PerfumesKept (the perfumes whose pages the phone keeps, each opening without a connection).
 */
const meta = {
  title: 'Screens/Offline',
  ...screenMeta,
} satisfies Meta<typeof screenMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const offlineFromAbout = '/offline?from=%2Fabout';

/** The heading, the sentence, Try again and the way to the cart. */
async function offlinePage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await findPage(canvasElement, messages.offlineTitle);
  await expect(canvas.getByRole('alert')).toHaveTextContent(messages.offlinePage);
  await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Your cart' })).toHaveAttribute('href', '/cart');
  return canvas;
}

const offlineScene = shopScene({ path: offlineFromAbout });

export const NothingKept: Story = {
  ...offlineScene,
  play: async ({ canvasElement }) => {
    const canvas = await offlinePage(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Perfumes you have looked at' })).toBeNull();
  },
};

/** A story's own page cache, as the service worker keeps them: a page per perfume, titled as the shop titles it. */
const storyCache = pagesCacheOf('story');
const keptPerfumes = [plainProduct, lowStockProduct];

export const PerfumesKept: Story = {
  ...NothingKept,
  beforeEach: async () => {
    offlineScene.beforeEach();
    const cache = await caches.open(storyCache);
    for (const perfume of keptPerfumes) {
      const page = `<!doctype html><title>${perfume.name} | Òórùn</title><h1>${perfume.name}</h1>`;
      await cache.put(
        `/product/${perfume._id}`,
        new Response(page, { headers: { 'content-type': 'text/html' } }),
      );
    }
    return async () => {
      await caches.delete(storyCache);
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = await offlinePage(canvasElement);
    const kept = within(await canvas.findByRole('region', { name: 'Perfumes you have looked at' }));
    for (const perfume of keptPerfumes)
      await expect(kept.getByRole('link', { name: perfume.name })).toHaveAttribute(
        'href',
        `/product/${perfume._id}`,
      );
  },
};

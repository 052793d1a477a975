import { readFileSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { appIcons, drawAppIcon } from './app-icons';

/** The web app manifest a phone installs the shop from, and the icons it names (docs/decisions/045-installable.md). */

const ROOT = path.join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'public', 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};
const publicFile = (src: string) => path.join(ROOT, 'public', src);

describe('the web app manifest', () => {
  it('names the shop, opens on the home page as an app of its own, in the shop’s colours', () => {
    expect(manifest).toMatchObject({
      name: 'Òórùn Fragrance House',
      short_name: 'Òórùn',
      start_url: '/',
      display: 'standalone',
    });
    const page = readFileSync(path.join(ROOT, 'index.html'), 'utf8');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    // the browser's bar while the page loads and the installed app's bar are one colour
    expect(page).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(readFileSync(path.join(ROOT, 'ui', 'theme.css'), 'utf8')).toContain(
      `--color-ivory-100: ${manifest.background_color};`,
    );
  });

  it('names icons of 192 and 512 px and a maskable one, each a PNG of its stated size', async () => {
    const wanted = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
    expect(wanted).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const { format, width, height } = await sharp(publicFile(icon.src)).metadata();
      expect(`${format} ${width}x${height}`, icon.src).toBe(`png ${icon.sizes}`);
      expect(icon.type).toBe('image/png');
    }
  });

  it('keeps the maskable icon’s drop inside the middle, which every phone’s mask leaves whole', async () => {
    const maskable = manifest.icons.find((icon) => icon.purpose === 'maskable')!;
    const { data, info } = await sharp(publicFile(maskable.src)).raw().toBuffer({ resolveWithObject: true });
    const corner = data.subarray(0, info.channels).toString('hex');
    const centre = info.width / 2;
    // the safe zone is the circle of 40% of the icon's width around its centre: outside it, only background
    const drawnOutside: string[] = [];
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= info.width * 0.4) continue;
        const at = (y * info.width + x) * info.channels;
        if (data.subarray(at, at + info.channels).toString('hex') !== corner) drawnOutside.push(`${x},${y}`);
      }
    expect(drawnOutside).toEqual([]);
  });

  it('has icons drawn from the shop’s drop as `npm run app-icons` draws them', async () => {
    for (const icon of appIcons) {
      const drawn = await sharp(await drawAppIcon(icon))
        .raw()
        .toBuffer();
      const kept = await sharp(path.join(ROOT, 'public', 'images', icon.file))
        .raw()
        .toBuffer();
      expect(kept.equals(drawn), icon.file).toBe(true);
    }
  });
});

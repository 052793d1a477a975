// `npm run app-icons`: draws the icons the web app manifest (public/manifest.webmanifest) names, from the shop's
// drop (public/images/icon.svg), with sharp. The pictures are committed; run this again only when the drop changes.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

const IMAGES = path.join(import.meta.dirname, '..', 'public', 'images');
const drop = readFileSync(path.join(IMAGES, 'icon.svg'));

/** The theme's ivory page and aubergine brand colour (ui/theme.css: --color-ivory-100, --color-aubergine-800). */
const IVORY = '#fbf7f0';
const AUBERGINE = '#3b1f44';

export interface AppIcon {
  file: string;
  size: number;
  background: string;
  /** how much of the square the drop's box takes */
  share: number;
}

/**
 * "any" icons: the drop large on the ivory page. The maskable one: the drop inside the middle 60%, which every
 * phone's mask (a circle of 80%, a squircle, a rounded square) leaves whole, on aubergine to the edges. Apple's
 * touch icon is the maskable drawing at 180 px (iOS rounds the corners itself).
 */
export const appIcons: AppIcon[] = [
  { file: 'app-icon-192.png', size: 192, background: IVORY, share: 0.8 },
  { file: 'app-icon-512.png', size: 512, background: IVORY, share: 0.8 },
  { file: 'app-icon-maskable-512.png', size: 512, background: AUBERGINE, share: 0.6 },
  { file: 'apple-touch-icon.png', size: 180, background: AUBERGINE, share: 0.6 },
];

export async function drawAppIcon({ size, background, share }: AppIcon): Promise<Buffer> {
  const inner = Math.round(size * share);
  const picture = await sharp(drop, { density: 600 })
    .resize(inner, inner, { fit: 'contain', background: '#0000' })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: picture, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

if (process.argv[1] === import.meta.filename) {
  for (const icon of appIcons) {
    await sharp(await drawAppIcon(icon)).toFile(path.join(IMAGES, icon.file));
    console.log(`public/images/${icon.file}`);
  }
}

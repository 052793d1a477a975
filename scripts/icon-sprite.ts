// `npm run icons`: writes ui/icons/sprite.svg, one <symbol> for each name in
// ui/icons/icon-names.ts, from lucide-static's file of that icon (lucide's icons as plain SVG).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { iconNames } from '../ui/icons/icon-names.ts';

const require = createRequire(import.meta.url);

export const SPRITE_FILE = path.join(import.meta.dirname, '..', 'ui', 'icons', 'sprite.svg');

/** lucide's drawing, which ui/primitives/icon.tsx puts on the outer <svg> for the symbol to inherit. */
const LUCIDE_DRAWING = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
};

function lucideFile(name: string): string {
  try {
    return readFileSync(require.resolve(`lucide-static/icons/${name}.svg`), 'utf8');
  } catch {
    throw new Error(`lucide-static has no icon named '${name}' (see lucide.dev/icons for the names)`);
  }
}

/** One icon's shapes as a symbol; its own <svg>'s attributes are left out, as the Icon component sets them. */
function iconSymbol(name: string): string {
  const [, rootAttributes = '', shapes = ''] = /<svg([^>]*)>([\s\S]*)<\/svg>/.exec(lucideFile(name)) ?? [];
  for (const [attribute, value] of Object.entries(LUCIDE_DRAWING)) {
    // An icon drawn otherwise would come out wrong under the Icon component's outer <svg>.
    if (!rootAttributes.includes(` ${attribute}="${value}"`))
      throw new Error(`lucide-static's ${name}.svg does not have ${attribute}="${value}"`);
  }
  const compact = shapes
    .trim()
    .replace(/>\s+</g, '><')
    .replace(/\s+\/>/g, '/>')
    .replace(/\s+/g, ' ');
  return `<symbol id="${name}" viewBox="${LUCIDE_DRAWING.viewBox}">${compact}</symbol>`;
}

/** The sprite's text: lucide's licence line, then a symbol per line in the list's order. */
export function iconSprite(): string {
  const { version } = JSON.parse(readFileSync(require.resolve('lucide-static/package.json'), 'utf8'));
  return [
    `<!-- @license lucide-static v${version} - ISC. Written by scripts/icon-sprite.ts from ui/icons/icon-names.ts -->`,
    '<svg xmlns="http://www.w3.org/2000/svg">',
    ...iconNames.map(iconSymbol),
    '</svg>',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(SPRITE_FILE, iconSprite());
  console.log(`${path.relative(process.cwd(), SPRITE_FILE)}: ${iconNames.length} icons`);
}

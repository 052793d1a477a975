// The display face the headings are set in (Cormorant Garamond 600, upright and italic), cut from @fontsource's
// latin files down to what a heading of this shop can hold: Latin-1 (Òórùn's own letters among them), the
// typographer's quotes and dashes, €, ™ and the minus. The layout features a browser applies by itself stay
// (kerning, ligatures, accents placed over letters); the fraction and figure-style alternates and the hinting go.
// The upright face is on every first view's critical path (index.html preloads it): 23 KB become 18 KB.
//
// The files ship in ui/fonts/; nothing runs at build or test time. To make them again (after an @fontsource
// update, or to change the characters): install Debian's fontTools, then run this script.
//
//   sudo apt-get install python3-fonttools python3-brotli
//   node scripts/subset-display-font.mjs
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The characters kept: theme.css gives the same list as each face's unicode-range. */
export const DISPLAY_FONT_UNICODES = [
  'U+0000-00FF',
  'U+0131',
  'U+0152-0153',
  'U+02BB-02BC',
  'U+02C6',
  'U+02DA',
  'U+02DC',
  'U+0304',
  'U+0308',
  'U+0329',
  'U+2013-2014',
  'U+2018-201E',
  'U+2022',
  'U+2026',
  'U+2039-203A',
  'U+20AC',
  'U+2122',
  'U+2212',
];

const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk'];

export const FONT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'ui', 'fonts');

/** Each face: @fontsource's file, and the subset's name under ui/fonts/. */
export const DISPLAY_FACES = ['normal', 'italic'].map((style) => ({
  source: `@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-${style}.woff2`,
  file: `cormorant-garamond-600-${style}.woff2`,
}));

function subset(python, source, output) {
  return spawnSync(
    python,
    [
      '-m',
      'fontTools.subset',
      source,
      `--unicodes=${DISPLAY_FONT_UNICODES.join(',')}`,
      `--layout-features=${FEATURES.join(',')}`,
      '--no-hinting',
      '--no-glyph-names',
      '--drop-tables+=STAT',
      '--flavor=woff2',
      `--output-file=${output}`,
    ],
    { stdio: 'inherit' },
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const require = createRequire(import.meta.url);
  // Debian's python3 has the python3-fonttools package; a python3 of one's own may not
  const python = ['/usr/bin/python3', 'python3'].find(
    (candidate) => spawnSync(candidate, ['-c', 'import fontTools, brotli']).status === 0,
  );
  if (!python) {
    console.error('fontTools is missing: sudo apt-get install python3-fonttools python3-brotli');
    process.exit(1);
  }
  for (const { source, file } of DISPLAY_FACES) {
    const result = subset(python, require.resolve(source), join(FONT_DIR, file));
    if (result.status !== 0) process.exit(result.status ?? 1);
    console.log(`wrote ui/fonts/${file}`);
  }
}

// The display face the headings are set in (Cormorant Garamond 600, upright and italic), made from @fontsource's
// latin, vietnamese and latin-ext files and cut down to what a heading of this shop can hold: Latin-1 (Òórùn's own
// letters among them), the Yoruba letters of the perfumes' names (Ẹ, Ọ, Ṣ, Ń and the tone marks over a dotted vowel,
// as in Ìfẹ́ and Ẹ̀bùn, which @fontsource's latin file lacks, so a browser drew them in another face), the
// typographer's quotes and dashes, €, ™ and the minus. The layout features a browser applies by itself stay
// (kerning, ligatures, marks placed over and under letters); the fraction and figure-style alternates and the
// hinting go. The upright face is on every first view's critical path (index.html preloads it): 19 KB, where
// @fontsource's latin file alone is 23 KB.
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
  'U+0143-0144',
  'U+0152-0153',
  'U+01F8-01F9',
  'U+02BB-02BC',
  'U+02C6',
  'U+02DA',
  'U+02DC',
  'U+0300-0301',
  'U+0304',
  'U+0308',
  'U+0323',
  'U+0329',
  'U+1E3E-1E3F',
  'U+1E62-1E63',
  'U+1EB8-1EB9',
  'U+1ECC-1ECD',
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

/** @fontsource splits the face by script; the shop's letters lie in these three. */
const SOURCE_SUBSETS = ['latin', 'vietnamese', 'latin-ext'];

export const FONT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'ui', 'fonts');

/** Each face: @fontsource's files it is made from, and its name under ui/fonts/. */
export const DISPLAY_FACES = ['normal', 'italic'].map((style) => ({
  sources: SOURCE_SUBSETS.map(
    (subset) => `@fontsource/cormorant-garamond/files/cormorant-garamond-${subset}-600-${style}.woff2`,
  ),
  file: `cormorant-garamond-600-${style}.woff2`,
}));

/** fontTools: the sources merged into one face, then subset; argv: sources..., output, unicodes, features. */
const MERGE_AND_SUBSET = `
import os, sys, tempfile
from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont
*sources, output, unicodes, features = sys.argv[1:]
with tempfile.TemporaryDirectory() as tmp:
    paths = []
    for index, source in enumerate(sources):
        font = TTFont(source)
        font.flavor = None
        paths.append(os.path.join(tmp, f"{index}.ttf"))
        font.save(paths[-1])
    merged = Merger().merge(paths)
# the latin file's date, not today's: the same sources make the same bytes
latin = TTFont(sources[0])["head"]
merged["head"].created, merged["head"].modified = latin.created, latin.modified
merged.recalcTimestamp = False
options = subset.Options()
options.layout_features = features.split(",")
options.hinting = False
options.glyph_names = False
options.drop_tables += ["STAT"]
options.flavor = "woff2"
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=subset.parse_unicodes(unicodes))
subsetter.subset(merged)
subset.save_font(merged, output, options)
`;

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
  for (const { sources, file } of DISPLAY_FACES) {
    const result = spawnSync(
      python,
      [
        '-c',
        MERGE_AND_SUBSET,
        ...sources.map((source) => require.resolve(source)),
        join(FONT_DIR, file),
        DISPLAY_FONT_UNICODES.join(','),
        FEATURES.join(','),
      ],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
    console.log(`wrote ui/fonts/${file}`);
  }
}

/**
 * Reads the design tokens out of a Tailwind 4 style sheet's `@theme` blocks (ui/theme.css, or Tailwind's own
 * theme.css for the defaults the shop keeps), so Storybook's Foundations pages list what the theme holds rather
 * than a copy that drifts. Plain text in, plain data out: no DOM, so the unit tests run it on the real file.
 */

/** Tailwind's theme namespaces the Foundations pages show, by the prefix of the custom property. */
const namespaces = [
  'color',
  'font-weight',
  'font',
  'text',
  'tracking',
  'leading',
  'spacing',
  'container',
  'radius',
  'shadow',
  'transition-duration',
  'ease',
  'animate',
  'breakpoint',
] as const;

export type TokenNamespace = (typeof namespaces)[number] | 'other';

export interface ThemeToken {
  /** the custom property without its dashes: 'color-gold-400' */
  name: string;
  /** Tailwind's namespace, from the name's prefix: 'color' */
  namespace: TokenNamespace;
  /** the name within its namespace, as the utilities use it ('gold-400' in `bg-gold-400`); '' for `--spacing` */
  key: string;
  /** as written, whitespace folded: '#c9a45c', 'var(--color-ivory-100)' */
  value: string;
  /** the comment written after the declaration on its line: 'on aubergine-800: 6.1:1' */
  note?: string;
  /** the last `---- Heading ----` comment above it: 'Raw palette' */
  section?: string;
  /** the last comment standing on its own lines above it since that heading, which explains a run of tokens */
  lead?: string;
  /** sub-properties written `--text-display-sm--line-height`: { 'line-height': '1.15' } */
  modifiers: Record<string, string>;
}

function namespaceOf(name: string): { namespace: TokenNamespace; key: string } {
  for (const namespace of namespaces) {
    if (name === namespace) return { namespace, key: '' };
    if (name.startsWith(`${namespace}-`)) return { namespace, key: name.slice(namespace.length + 1) };
  }
  return { namespace: 'other', key: name };
}

/** The bodies of every `@theme` block (`@theme`, `@theme default`, `@theme inline`...), in order. */
function themeBlocks(css: string): string[] {
  const blocks: string[] = [];
  const opening = /@theme\b[^{;]*\{/g;
  let match: RegExpExecArray | null;
  while ((match = opening.exec(css))) {
    const start = match.index + match[0].length;
    const end = closingBrace(css, start);
    blocks.push(css.slice(start, end));
    opening.lastIndex = end + 1;
  }
  return blocks;
}

/** Where the block opened just before `from` closes, skipping braces inside comments and strings. */
function closingBrace(css: string, from: number): number {
  let depth = 1;
  for (let at = from; at < css.length; at++) {
    const char = css[at];
    if (char === '/' && css[at + 1] === '*') {
      at = css.indexOf('*/', at + 2) + 1;
      if (at === 0) break;
    } else if (char === '"' || char === "'") {
      at = css.indexOf(char, at + 1);
      if (at === -1) break;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return at;
  }
  return css.length;
}

const tidy = (comment: string) =>
  comment
    .replace(/^\/\*+|\*+\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

const heading = /^-{2,}\s*(.+?)\s*-{2,}$/;

/** Every custom property of the `@theme` blocks of `css`, in the order written; a later one overrides an earlier. */
export function parseThemeTokens(css: string): ThemeToken[] {
  const tokens: ThemeToken[] = [];
  for (const block of themeBlocks(css)) readBlock(block, tokens);
  return tokens;
}

function readBlock(block: string, tokens: ThemeToken[]) {
  let section: string | undefined;
  let lead: string | undefined;
  let at = 0;
  // the declaration just finished, to which a comment on the same line belongs
  let previous: { token: ThemeToken | undefined; line: number } | undefined;
  const lineOf = (index: number) => block.slice(0, index).split('\n').length;

  while (at < block.length) {
    const rest = block.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = block.indexOf('*/', at + 2);
      const stop = end === -1 ? block.length : end + 2;
      const text = tidy(block.slice(at, stop));
      if (previous && previous.line === lineOf(at)) {
        if (previous.token) previous.token.note = text;
      } else if (heading.test(text)) {
        section = heading.exec(text)![1];
        lead = undefined;
      } else lead = text;
      at = stop;
      continue;
    }
    if (rest.startsWith('@') || !rest.startsWith('--')) {
      // a nested rule (@keyframes): its body is no token
      const brace = block.indexOf('{', at);
      const semicolon = block.indexOf(';', at);
      if (brace !== -1 && (semicolon === -1 || brace < semicolon)) at = closingBrace(block, brace + 1) + 1;
      else at = semicolon === -1 ? block.length : semicolon + 1;
      previous = undefined;
      continue;
    }
    const end = declarationEnd(block, at);
    const declaration = block.slice(at, end);
    const colon = declaration.indexOf(':');
    const name = declaration.slice(2, colon).trim();
    const value = declaration
      .slice(colon + 1)
      .replace(/\/\*[\s\S]*?\*\//g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/\(\s+/g, '(')
      .replace(/\s+\)/g, ')')
      .trim();
    at = end + 1;
    previous = { token: record(tokens, name, value, section, lead), line: lineOf(end) };
  }
}

/** The `;` that ends the declaration starting at `from`, outside parentheses, comments and strings. */
function declarationEnd(block: string, from: number): number {
  let depth = 0;
  for (let at = from; at < block.length; at++) {
    const char = block[at];
    if (char === '/' && block[at + 1] === '*') at = block.indexOf('*/', at + 2) + 1 || block.length;
    else if (char === '"' || char === "'") at = block.indexOf(char, at + 1);
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if ((char === ';' && depth === 0) || (char === '}' && depth === 0)) return at;
    if (at === -1) break;
  }
  return block.length;
}

function record(
  tokens: ThemeToken[],
  name: string,
  value: string,
  section: string | undefined,
  lead: string | undefined,
): ThemeToken | undefined {
  const modifier = name.indexOf('--');
  if (modifier !== -1) {
    // `--text-display-sm--line-height` belongs to `--text-display-sm`, written just above it
    const owner = findToken(tokens, name.slice(0, modifier));
    if (owner) {
      owner.modifiers[name.slice(modifier + 2)] = value;
      return undefined;
    }
  }
  const existing = findToken(tokens, name);
  if (existing) tokens.splice(tokens.indexOf(existing), 1);
  const token: ThemeToken = { name, ...namespaceOf(name), value, section, lead, modifiers: {} };
  tokens.push(token);
  return token;
}

function findToken(tokens: readonly ThemeToken[], name: string): ThemeToken | undefined {
  for (let index = tokens.length - 1; index >= 0; index--)
    if (tokens[index].name === name) return tokens[index];
  return undefined;
}

/**
 * The `@keyframes` rules written inside the `@theme` blocks, as CSS text by name. Tailwind prints a keyframes rule
 * only where its `animate-*` utility is used, so a page that plays every animation brings its own copy.
 */
export function parseThemeKeyframes(css: string): Map<string, string> {
  const keyframes = new Map<string, string>();
  for (const block of themeBlocks(css)) {
    const rule = /@keyframes\s+([\w-]+)\s*\{/g;
    let match: RegExpExecArray | null;
    while ((match = rule.exec(block))) {
      const end = closingBrace(block, match.index + match[0].length);
      keyframes.set(match[1], block.slice(match.index, end + 1));
      rule.lastIndex = end + 1;
    }
  }
  return keyframes;
}

/** The tokens of one namespace, in the order written. */
export function tokensOf(tokens: readonly ThemeToken[], namespace: TokenNamespace): ThemeToken[] {
  return tokens.filter((token) => token.namespace === namespace);
}

export interface ColourFamily {
  /** the theme's heading above them: 'Raw palette', 'Semantic colours: use these in components' */
  section?: string;
  /** the theme's comment about them, when it has one */
  lead?: string;
  /** the first word of their names: 'aubergine', 'primary', 'success' */
  family: string;
  colours: { token: ThemeToken; resolved: string; alias?: string }[];
}

/**
 * The colour tokens as the Colour page lists them: runs of one family ('primary', 'primary-hover'...) under one
 * heading, each with the value it resolves to and the token it points at, if it is only an alias.
 */
export function colourFamilies(tokens: readonly ThemeToken[]): ColourFamily[] {
  const families: ColourFamily[] = [];
  for (const token of tokensOf(tokens, 'color')) {
    const family = token.key.split('-')[0];
    const last = families.at(-1);
    const entry = { token, resolved: resolveToken(tokens, token.value), alias: aliasOf(token.value) };
    if (last && last.family === family && last.section === token.section && last.lead === token.lead)
      last.colours.push(entry);
    else families.push({ section: token.section, lead: token.lead, family, colours: [entry] });
  }
  return families;
}

/**
 * A value with its `var(--…)` references replaced by the tokens' own values, as the browser would see it:
 * 'var(--color-gold-600)' -> '#8a6116'. A reference to no token is left as written.
 */
export function resolveToken(tokens: readonly ThemeToken[], value: string, depth = 0): string {
  if (depth > 10) return value;
  return value.replace(
    /var\(\s*--([\w-]+)\s*(?:,\s*([^)]*))?\)/g,
    (whole, name: string, fallback?: string) => {
      const token = findToken(tokens, name);
      if (token) return resolveToken(tokens, token.value, depth + 1);
      return fallback ? resolveToken(tokens, fallback, depth + 1) : whole;
    },
  );
}

/** The token a value only points at ('var(--color-ivory-100)' -> 'color-ivory-100'), if it is only that. */
export function aliasOf(value: string): string | undefined {
  return /^var\(\s*--([\w-]+)\s*\)$/.exec(value)?.[1];
}

/** '#c9a45c' or '#fff' -> [201, 164, 92]; undefined for anything that is not a hex colour. */
export function hexToRgb(hex: string): [number, number, number] | undefined {
  const digits = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) return undefined;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (at: number) => parseInt(full.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

/** WCAG 2's contrast ratio of two opaque sRGB colours (0-255 channels), 1 to 21. */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const luminance = ([red, green, blue]: readonly number[]) => {
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  };
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/** The ratios a note claims ('5.9:1 on the page, 5.4:1 on surface' -> [5.9, 5.4]), in the order written. */
export function claimedRatios(note: string | undefined): number[] {
  return [...(note ?? '').matchAll(/(\d+(?:\.\d+)?):1\b/g)].map((match) => Number(match[1]));
}

import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  claimedRatios,
  colourFamilies,
  contrastRatio,
  hexToRgb,
  parseThemeKeyframes,
  parseThemeTokens,
  resolveToken,
  tokensOf,
} from './theme-tokens';

const themeCss = readFileSync(path.join(import.meta.dirname, '../theme.css'), 'utf8');

/**
 * Every custom property declared inside the `@theme { … }` block, found a second way (a line-by-line scan, not the
 * parser's) so the two can be compared.
 */
function declaredInTheme(css: string): string[] {
  const start = css.indexOf('@theme {');
  const withoutComments = css.slice(start).replace(/\/\*[\s\S]*?\*\//g, '');
  const names: string[] = [];
  let depth = 0;
  for (const line of withoutComments.split('\n')) {
    const declaration = /^\s*--([\w-]+)\s*:/.exec(line);
    if (declaration && depth === 1) names.push(declaration[1]);
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    if (depth === 0 && names.length > 0) break;
  }
  return names;
}

describe('parseThemeTokens', () => {
  const tokens = parseThemeTokens(themeCss);

  it('finds every token of ui/theme.css, its sub-properties (line heights) on the token they belong to', () => {
    const declared = declaredInTheme(themeCss);
    expect(declared.length).toBeGreaterThan(80);
    const found = tokens.flatMap((token) => [
      token.name,
      ...Object.keys(token.modifiers).map((modifier) => `${token.name}--${modifier}`),
    ]);
    expect(found.sort()).toEqual([...declared].sort());
    expect(tokens.find((token) => token.name === 'text-display-sm')?.modifiers).toEqual({
      'line-height': '1.15',
    });
  });

  it('sorts them into their Tailwind namespaces, keeping the notes written beside them', () => {
    expect(tokensOf(tokens, 'color').length).toBeGreaterThan(50);
    for (const namespace of [
      'font',
      'text',
      'spacing',
      'container',
      'radius',
      'shadow',
      'ease',
      'animate',
    ] as const)
      expect(tokensOf(tokens, namespace).length, namespace).toBeGreaterThan(0);
    expect(tokens.filter((token) => token.namespace === 'other')).toEqual([]);
    const ring = tokens.find((token) => token.name === 'color-ring');
    // written over three lines by the formatter: read as one value, its note kept
    expect(ring?.value).toBe('var(--color-gold-600)');
    expect(ring?.note).toMatch(/^focus ring: 5\.2:1 on ivory/);
    expect(tokens.find((token) => token.name === 'color-gold-400')?.section).toBe('Raw palette');
  });

  it('resolves an alias to the colour it points at, through as many aliases as it takes', () => {
    expect(resolveToken(tokens, 'var(--color-primary)')).toBe('#3b1f44');
    expect(resolveToken(tokens, 'var(--color-status-delivered)')).toBe('#2f9e5a');
    expect(resolveToken(tokens, 'var(--no-such-token)')).toBe('var(--no-such-token)');
  });

  it('reads the keyframes the animations play, and nothing of them as tokens', () => {
    const keyframes = parseThemeKeyframes(themeCss);
    expect([...keyframes.keys()]).toContain('dialog-in');
    expect(keyframes.get('shimmer')).toMatch(/^@keyframes shimmer \{[\s\S]*opacity: 0\.55;[\s\S]*\}$/);
    expect(tokens.some((token) => token.name.includes('opacity'))).toBe(false);
  });
});

describe('colourFamilies: what the Colour page lists', () => {
  const listed = (css: string) =>
    colourFamilies(parseThemeTokens(css)).flatMap((family) =>
      family.colours.map(({ token, resolved }) => `${token.key} ${resolved}`),
    );

  it('follows a changed token, and every alias of it', () => {
    const changed = themeCss.replace('--color-gold-400: #c9a45c;', '--color-gold-400: #123456;');
    expect(changed).not.toBe(themeCss);
    expect(listed(themeCss)).toContain('gold-400 #c9a45c');
    expect(listed(themeCss)).toContain('accent #c9a45c');
    expect(listed(changed)).toContain('gold-400 #123456');
    expect(listed(changed)).toContain('accent #123456');
    expect(listed(changed)).not.toContain('gold-400 #c9a45c');
  });

  it('lists a token added to the theme, and forgets one taken out', () => {
    const added = themeCss.replace(
      '  --color-gold-50:',
      '  --color-indigo-500: #2b3a8f;\n  --color-gold-50:',
    );
    const families = colourFamilies(parseThemeTokens(added));
    expect(families.find((family) => family.family === 'indigo')?.colours.map((c) => c.resolved)).toEqual([
      '#2b3a8f',
    ]);
    const removed = themeCss.replace(/ {2}--color-ivory-400: [^;]+;\n/, '');
    expect(listed(removed).some((entry) => entry.startsWith('ivory-400 '))).toBe(false);
    expect(listed(themeCss).some((entry) => entry.startsWith('ivory-400 '))).toBe(true);
  });

  it('groups a family under its heading: the raw palette apart from the semantic colours', () => {
    const families = colourFamilies(parseThemeTokens(themeCss));
    const primary = families.find((family) => family.family === 'primary');
    expect(primary?.section).toMatch(/^Semantic colours/);
    expect(primary?.colours.map((c) => [c.token.key, c.alias])).toEqual([
      ['primary', 'color-aubergine-800'],
      ['primary-hover', 'color-aubergine-700'],
      ['primary-foreground', 'color-ivory-100'],
      ['primary-soft', 'color-aubergine-100'],
    ]);
  });
});

describe('contrastRatio', () => {
  it('is WCAG 2’s ratio: 21:1 for black on white, and the theme’s 16.4:1 for body text on the page', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    const tokens = parseThemeTokens(themeCss);
    const rgb = (name: string) => hexToRgb(resolveToken(tokens, `var(--${name})`))!;
    const claim = claimedRatios(tokens.find((token) => token.name === 'color-foreground')?.note);
    expect(claim).toEqual([16.4]);
    expect(contrastRatio(rgb('color-foreground'), rgb('color-background'))).toBeCloseTo(claim[0], 1);
  });
});

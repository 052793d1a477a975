// The Foundations pages read the tokens from the style sheets themselves (as text, through Vite's ?raw), so what
// they show is what the shop is styled with today, not a copy.
import tailwindThemeCss from 'tailwindcss/theme.css?raw';

import themeCss from '../../../ui/theme.css?raw';
import {
  parseThemeKeyframes,
  parseThemeTokens,
  resolveToken,
  tokensOf,
  type ThemeToken,
  type TokenNamespace,
} from '../../../ui/lib/theme-tokens';

/** The shop's own tokens: the `@theme` block of ui/theme.css. */
export const shopTokens = parseThemeTokens(themeCss);

/**
 * Every token a ui/ class can use: Tailwind's defaults (ui/theme.css keeps them, it resets none) with the shop's
 * written over them, as Tailwind merges the two.
 */
export const allTokens = parseThemeTokens(`${tailwindThemeCss}\n${themeCss}`);

/** Tailwind's default tokens, for the scales the shop takes as they are (breakpoints, body text sizes). */
export const defaultTokens = parseThemeTokens(tailwindThemeCss);

export const shopKeyframes = parseThemeKeyframes(themeCss);

export const shopTokensOf = (namespace: TokenNamespace) => tokensOf(shopTokens, namespace);

/** A token's value with its var() references followed, ready to put in a style attribute. */
export const resolved = (token: ThemeToken | string) =>
  resolveToken(allTokens, typeof token === 'string' ? `var(--${token})` : token.value);

/** The shop's token of that name ('color-primary'), or its Tailwind default. */
export const tokenNamed = (name: string) => allTokens.find((token) => token.name === name);

/** How a class names the token: `bg-primary`, `rounded-xl`, `duration-fast`. */
export function utilityOf(token: ThemeToken): string {
  const prefix: Partial<Record<TokenNamespace, string>> = {
    color: 'bg-',
    font: 'font-',
    text: 'text-',
    tracking: 'tracking-',
    spacing: 'p-',
    container: 'max-w-',
    radius: 'rounded-',
    shadow: 'shadow-',
    'transition-duration': 'duration-',
    ease: 'ease-',
    animate: 'animate-',
    breakpoint: '',
  };
  if (token.namespace === 'breakpoint') return `${token.key}:`;
  return `${prefix[token.namespace] ?? ''}${token.key}`;
}

/** '2.75rem' -> 44, '999px' -> 999, '1.5rem + 1vw' -> undefined: a length in CSS px at the root's 16 px. */
export function toPixels(value: string): number | undefined {
  const match = /^(-?\d*\.?\d+)(rem|px)$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
}

import { ColorItem, ColorPalette } from '@storybook/addon-docs/blocks';

import {
  claimedRatios,
  colourFamilies,
  contrastRatio,
  hexToRgb,
  type ColourFamily,
} from '../../../ui/lib/theme-tokens';

import { resolved, shopTokens, tokenNamed } from './tokens';

/** A family of more than six colours in rows of six, so each swatch keeps room for its value under it. */
function inRowsOfSix(family: ColourFamily): ColourFamily[] {
  const rows: ColourFamily[] = [];
  for (let start = 0; start < family.colours.length; start += 6)
    rows.push({ ...family, colours: family.colours.slice(start, start + 6) });
  return rows;
}

/** Every colour token of ui/theme.css, a row per family under the theme's own headings and comments. */
export function ColourTokens() {
  const families = colourFamilies(shopTokens);
  const sections = [...new Set(families.map((family) => family.section ?? ''))];
  return (
    <>
      {sections.map((section) => (
        <section key={section}>
          <h3 className="sb-unstyled mt-8 mb-2 text-lg font-semibold">{section}</h3>
          <ColorPalette>
            {families
              .filter((family) => (family.section ?? '') === section)
              .flatMap(inRowsOfSix)
              .map((family, index, list) => (
                <ColorItem
                  key={`${family.family}-${index}`}
                  title={family.family}
                  // the theme's comment over a run of families, said once at its first row
                  subtitle={family.lead && list[index - 1]?.lead !== family.lead ? family.lead : ''}
                  colors={Object.fromEntries(
                    family.colours.map(({ token, resolved: value, alias }) => [
                      // a palette step by its number alone ('400'), its row already names the family
                      `${token.key.replace(new RegExp(`^${family.family}-(?=\\d+$)`), '')}${
                        alias ? ` = ${alias.replace(/^color-/, '')}` : ''
                      }`,
                      value,
                    ]),
                  )}
                />
              ))}
          </ColorPalette>
        </section>
      ))}
    </>
  );
}

/** A text (or control) colour on the surface it is meant for, as the theme's comments pair them. */
interface Pair {
  text: string;
  on: string;
  /** where the shop uses it */
  use: string;
  /** 4.5 for text (WCAG 1.4.3), 3 for a control's outline or a focus ring (WCAG 1.4.11) */
  minimum: 4.5 | 3;
  /** the token whose note claims the ratio, and which of its claims ('5.9:1 on the page, 5.4:1 on surface') */
  claim?: [token: string, index: number];
}

// The pairs the theme's comments vouch for, and the status tones on the tints they are set on. Only the pairing is
// written here: both colours and the claimed ratios are read from ui/theme.css.
const pairs: Pair[] = [
  {
    text: 'foreground',
    on: 'background',
    use: 'Body text on the page',
    minimum: 4.5,
    claim: ['foreground', 0],
  },
  {
    text: 'muted-foreground',
    on: 'background',
    use: 'Secondary text on the page',
    minimum: 4.5,
    claim: ['muted-foreground', 0],
  },
  {
    text: 'muted-foreground',
    on: 'surface',
    use: 'Secondary text in a band or well',
    minimum: 4.5,
    claim: ['muted-foreground', 1],
  },
  { text: 'foreground', on: 'card', use: 'Text in a card, dialog or input', minimum: 4.5 },
  {
    text: 'primary-foreground',
    on: 'primary',
    use: 'A primary button’s label',
    minimum: 4.5,
    claim: ['primary', 0],
  },
  {
    text: 'accent-foreground',
    on: 'accent',
    use: 'Ink on a gold fill',
    minimum: 4.5,
    claim: ['accent', 0],
  },
  {
    text: 'accent-text',
    on: 'background',
    use: 'Gold text on ivory',
    minimum: 4.5,
    claim: ['gold-700', 0],
  },
  {
    text: 'gold-400',
    on: 'aubergine-800',
    use: 'Gold on aubergine',
    minimum: 4.5,
    claim: ['gold-400', 0],
  },
  { text: 'input', on: 'card', use: 'A form control’s outline', minimum: 3, claim: ['input', 0] },
  { text: 'ring', on: 'background', use: 'The focus ring on the page', minimum: 3, claim: ['ring', 0] },
  { text: 'ivory-100', on: 'aubergine-900', use: 'Text in a dark band (surface-inverse)', minimum: 4.5 },
  {
    text: 'aubergine-200',
    on: 'aubergine-900',
    use: 'Secondary text in a dark band',
    minimum: 4.5,
  },
  { text: 'gold-300', on: 'aubergine-900', use: 'Gold text and focus ring in a dark band', minimum: 4.5 },
  ...['success', 'info', 'warning', 'danger', 'neutral'].map((tone): Pair => ({
    text: tone,
    on: `${tone}-soft`,
    use: `A ${tone} badge or message`,
    minimum: 4.5,
  })),
];

let canvas: CanvasRenderingContext2D | null | undefined;

/** Any CSS colour (hex, rgb(), oklch()...) as the sRGB the screen shows, drawn on a 1 px canvas when not hex. */
function rgbOf(colour: string): [number, number, number] {
  const hex = hexToRgb(colour);
  if (hex) return hex;
  canvas ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!canvas) return [0, 0, 0];
  canvas.clearRect(0, 0, 1, 1);
  canvas.fillStyle = colour;
  canvas.fillRect(0, 0, 1, 1);
  const [red, green, blue] = canvas.getImageData(0, 0, 1, 1).data;
  return [red, green, blue];
}

/** The pairs as samples, each with the ratio worked out from today's tokens beside the one the theme claims. */
export function ContrastPairs() {
  return (
    <table className="sb-unstyled my-4 w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b border-[#d9d9d9]">
          <th className="py-2 pr-3 font-semibold">Sample</th>
          <th className="py-2 pr-3 font-semibold">Text / on</th>
          <th className="py-2 pr-3 font-semibold">Ratio</th>
          <th className="py-2 pr-3 font-semibold">Theme says</th>
          <th className="py-2 font-semibold">Needs</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map((pair) => {
          const text = resolved(`color-${pair.text}`);
          const on = resolved(`color-${pair.on}`);
          const ratio = contrastRatio(rgbOf(text), rgbOf(on));
          const claimed = pair.claim
            ? claimedRatios(tokenNamed(`color-${pair.claim[0]}`)?.note)[pair.claim[1]]
            : undefined;
          const passes = ratio >= pair.minimum;
          return (
            <tr key={`${pair.text}-${pair.on}`} className="border-b border-[#eeeeee] align-middle">
              <td className="py-2 pr-3">
                <span
                  className="inline-block rounded-md px-3 py-2 font-semibold"
                  style={{
                    color: text,
                    backgroundColor: on,
                    // a control's outline is a line, not letters: shown as one
                    ...(pair.minimum === 3 && { color: 'inherit', outline: `2px solid ${text}` }),
                  }}
                >
                  {pair.minimum === 3 ? (
                    <span style={{ color: resolved('color-foreground') }}>Aa ₦</span>
                  ) : (
                    'Aa ₦'
                  )}
                </span>
              </td>
              <td className="py-2 pr-3">
                <code>{pair.text}</code> on <code>{pair.on}</code>
                <div className="text-xs opacity-70">{pair.use}</div>
              </td>
              <td className="py-2 pr-3 font-semibold tabular-nums" data-ratio={ratio.toFixed(2)}>
                {ratio.toFixed(2)}:1
              </td>
              <td className="py-2 pr-3 tabular-nums">{claimed ? `${claimed}:1` : '—'}</td>
              <td className="py-2">
                {pair.minimum}:1{' '}
                <strong style={{ color: passes ? '#1d6b3a' : '#b42318' }}>
                  {passes ? 'meets AA' : 'FAILS AA'}
                </strong>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** How many colour tokens the theme holds, for the page's opening sentence. */
export const colourCount = shopTokens.filter((token) => token.namespace === 'color').length;

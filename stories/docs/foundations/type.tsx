import { Typeset } from '@storybook/addon-docs/blocks';

import { catalogue } from '../../../mocks/fixtures/catalogue';
import { formatPrice } from '../../../ui';

import { defaultTokens, resolved, shopTokensOf, toPixels, utilityOf } from './tokens';

// Perfume names of the mock catalogue: the Yoruba letters the display face was cut down to keep.
const perfumeNames = catalogue
  .slice(0, 3)
  .map((product) => product.name)
  .join(' · ');

/** The body sizes ui/ sets text in: Tailwind's own, which the shop keeps. */
const bodySizes = defaultTokens.filter(
  (token) => token.namespace === 'text' && ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl'].includes(token.key),
);

/** Each face of the theme (`--font-*`), its stack, and a specimen set in it. */
export function FontFaces() {
  return (
    <>
      {shopTokensOf('font').map((font) => {
        const display = font.key === 'display';
        return (
          <section key={font.name} className="sb-unstyled my-6">
            <h3 className="text-lg font-semibold">
              <code>{utilityOf(font)}</code>
            </h3>
            <p className="text-sm opacity-80">
              <code>--{font.name}</code>: {font.value}
            </p>
            <Typeset
              fontFamily={font.value}
              fontWeight={display ? 600 : 400}
              fontSizes={
                display
                  ? shopTokensOf('text').map((token) => token.value)
                  : bodySizes.map((token) => token.value).reverse()
              }
              sampleText={display ? perfumeNames : `${perfumeNames}: ${formatPrice(catalogue[0].basePrice)}`}
            />
          </section>
        );
      })}
    </>
  );
}

/** The display sizes of the theme, which grow with the screen, and the body sizes, set in their faces. */
export function TypeScale() {
  const rows = [
    ...shopTokensOf('text').map((token) => ({ token, face: 'font-display', weight: 600 })),
    ...bodySizes.map((token) => ({ token, face: 'font-sans', weight: 400 })).reverse(),
  ];
  return (
    <table className="sb-unstyled my-4 w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b border-[#d9d9d9]">
          <th className="py-2 pr-3 font-semibold">Class</th>
          <th className="py-2 pr-3 font-semibold">Size / line height</th>
          <th className="py-2 font-semibold">Specimen</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ token, face, weight }) => {
          const lineHeight = token.modifiers['line-height'];
          const px = toPixels(token.value);
          return (
            <tr key={token.name} className="border-b border-[#eeeeee] align-baseline">
              <td className="py-3 pr-3 whitespace-nowrap">
                <code>{utilityOf(token)}</code>
              </td>
              <td className="py-3 pr-3 text-xs">
                <code>{token.value}</code>
                {px !== undefined && <> ({px} px)</>}
                <br />
                <code>{lineHeight}</code>
              </td>
              <td className="py-3">
                <span
                  style={{
                    fontFamily: resolved(face),
                    fontWeight: weight,
                    fontSize: token.value,
                    lineHeight: lineHeight ? `calc(${lineHeight})` : undefined,
                  }}
                >
                  {face === 'font-display' ? perfumeNames : 'Delivered to your door in Ibadan'}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The letter-spacings of the small capitals: buttons and badges, and the eyebrows above headings. */
export function Tracking() {
  return (
    <ul className="sb-unstyled my-4 grid gap-3">
      {shopTokensOf('tracking').map((token) => (
        <li key={token.name} className="flex flex-wrap items-baseline gap-4">
          <code className="w-40">{utilityOf(token)}</code>
          <code className="w-16">{token.value}</code>
          <span
            className="text-sm font-semibold uppercase"
            style={{ letterSpacing: token.value, fontFamily: resolved('font-sans') }}
          >
            {token.key === 'label' ? 'Add to cart' : 'Our collection'}
          </span>
        </li>
      ))}
    </ul>
  );
}

import { type ReactNode } from 'react';

import { type ThemeToken } from '../../../ui/lib/theme-tokens';

import { allTokens, defaultTokens, resolved, shopTokensOf, toPixels, utilityOf } from './tokens';

const gold = resolved('color-accent');
const ink = resolved('color-primary');
const ivory = resolved('color-card');

function TokenRows({
  tokens,
  children,
}: {
  tokens: ThemeToken[];
  children: (token: ThemeToken) => ReactNode;
}) {
  return (
    <table className="sb-unstyled my-4 w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b border-[#d9d9d9]">
          <th className="py-2 pr-3 font-semibold">Class</th>
          <th className="py-2 pr-3 font-semibold">Value</th>
          <th className="w-1/2 py-2 font-semibold">Looks like</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => {
          const px = toPixels(token.value);
          return (
            <tr key={token.name} className="border-b border-[#eeeeee] align-middle">
              <td className="py-3 pr-3 whitespace-nowrap">
                <code>{utilityOf(token)}</code>
              </td>
              <td className="py-3 pr-3 text-xs">
                <code>{token.value}</code>
                {px !== undefined && !token.value.endsWith('px') && <> = {px} px</>}
                {token.note && <div className="mt-1 opacity-70">{token.note}</div>}
              </td>
              <td className="py-3">{children(token)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Tailwind's spacing step (`p-4` is four of it), the shop's named spaces, and its page widths. */
export function SpaceScale() {
  const step = allTokens.find((token) => token.name === 'spacing');
  return (
    <>
      {step && (
        <p className="sb-unstyled my-4 text-sm">
          Every other space is a multiple of Tailwind’s step, <code>--spacing: {step.value}</code> (
          {toPixels(step.value)} px): <code>p-4</code> is {4 * (toPixels(step.value) ?? 0)} px,{' '}
          <code>gap-6</code> {6 * (toPixels(step.value) ?? 0)} px.
        </p>
      )}
      <TokenRows tokens={shopTokensOf('spacing')}>
        {(token) => (
          <div
            aria-hidden
            style={{ width: token.value, height: token.value, background: gold, borderRadius: 4 }}
          />
        )}
      </TokenRows>
      <TokenRows tokens={shopTokensOf('container')}>
        {(token) => (
          // drawn at a tenth, so the page width fits the column
          <div aria-hidden className="flex items-center gap-2">
            <div
              style={{ width: `calc(${token.value} / 10)`, height: 12, background: ink, borderRadius: 2 }}
            />
            <span className="text-xs opacity-70">at 1:10</span>
          </div>
        )}
      </TokenRows>
    </>
  );
}

/** The corner radii of the theme, each on a card-sized box. */
export function RadiusScale() {
  return (
    <TokenRows tokens={shopTokensOf('radius')}>
      {(token) => (
        <div
          aria-hidden
          style={{
            width: 120,
            height: 64,
            borderRadius: token.value,
            background: ivory,
            border: `2px solid ${ink}`,
          }}
        />
      )}
    </TokenRows>
  );
}

/** The aubergine-tinted shadows, each under a card on the page's ivory. */
export function ShadowScale() {
  return (
    <div className="sb-unstyled my-4 rounded-lg p-8" style={{ background: resolved('color-background') }}>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-10">
        {shopTokensOf('shadow').map((token) => (
          <figure key={token.name} className="m-0">
            <div
              className="h-28 rounded-xl"
              style={{ boxShadow: resolved(token), background: resolved('color-card') }}
            />
            <figcaption className="mt-4 text-sm" style={{ color: resolved('color-foreground') }}>
              <code>{utilityOf(token)}</code>
              <div className="mt-1 text-xs opacity-70">{token.value}</div>
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

/** The widths at which `sm:`, `md:`… take over, beside the two widths every screen story is drawn at. */
export function BreakpointScale() {
  const own = shopTokensOf('breakpoint');
  const breakpoints =
    own.length > 0 ? own : defaultTokens.filter((token) => token.namespace === 'breakpoint');
  const widest = Math.max(1280, ...breakpoints.map((token) => toPixels(token.value) ?? 0));
  const marks = [
    ...breakpoints.map((token) => ({
      label: utilityOf(token),
      px: toPixels(token.value) ?? 0,
      story: false,
    })),
    { label: 'Mobile story', px: 360, story: true },
    { label: 'Desktop story', px: 1280, story: true },
  ].sort((a, b) => a.px - b.px);
  return (
    <>
      <p className="sb-unstyled my-4 text-sm">
        {own.length > 0
          ? 'The theme sets its own breakpoints:'
          : 'ui/theme.css sets no breakpoints of its own, so these are Tailwind’s, read from its theme.css:'}
      </p>
      <TokenRows tokens={breakpoints}>
        {(token) => (
          <div
            aria-hidden
            className="h-3 rounded-sm"
            style={{ width: `${((toPixels(token.value) ?? 0) / widest) * 100}%`, background: ink }}
          />
        )}
      </TokenRows>
      <ol className="sb-unstyled my-4 grid gap-1 text-sm">
        {marks.map((mark) => (
          <li key={mark.label} className="flex gap-3">
            <span className="w-16 text-right tabular-nums">{mark.px} px</span>
            <span style={mark.story ? { color: resolved('color-accent-text'), fontWeight: 600 } : undefined}>
              {mark.story ? mark.label : <code>{mark.label}</code>}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

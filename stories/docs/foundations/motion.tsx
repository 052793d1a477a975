import { useState } from 'react';

import { Button } from '../../../ui';

import { resolved, shopKeyframes, shopTokensOf, utilityOf } from './tokens';

const ink = resolved('color-primary');
const gold = resolved('color-accent');

/** cubic-bezier(0.22, 1, 0.36, 1) drawn as its curve: time along, progress up. */
function EasingCurve({ value }: { value: string }) {
  const points = /cubic-bezier\(([^)]+)\)/.exec(value)?.[1].split(',').map(Number);
  if (!points || points.length !== 4) return null;
  const [x1, y1, x2, y2] = points;
  const size = 96;
  const at = (x: number, y: number) => `${x * size},${size - y * size}`;
  return (
    <svg
      role="img"
      aria-label={`The curve of ${value}`}
      width={size + 8}
      height={size + 8}
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
    >
      <rect x={0} y={0} width={size} height={size} fill="none" stroke="#d9d9d9" />
      <path
        d={`M${at(0, 0)} C${at(x1, y1)} ${at(x2, y2)} ${at(1, 1)}`}
        fill="none"
        stroke={ink}
        strokeWidth={2}
      />
    </svg>
  );
}

/** The durations and the easing: press Play and a dot crosses at each speed, eased as the shop eases. */
export function Durations() {
  const [there, setThere] = useState(false);
  const ease = shopTokensOf('ease')[0];
  return (
    <div className="sb-unstyled my-4">
      <div className="mb-4 flex flex-wrap items-center gap-6">
        <Button size="sm" onClick={() => setThere((value) => !value)}>
          Play
        </Button>
        {ease && (
          <div className="flex items-center gap-3 text-sm">
            <EasingCurve value={ease.value} />
            <span>
              <code>{utilityOf(ease)}</code>
              <br />
              <code className="text-xs">{ease.value}</code>
            </span>
          </div>
        )}
      </div>
      <ul className="grid gap-3">
        {shopTokensOf('transition-duration').map((token) => (
          <li key={token.name} className="grid grid-cols-[9rem_1fr] items-center gap-3 text-sm">
            <span>
              <code>{utilityOf(token)}</code> <span className="text-xs opacity-70">{token.value}</span>
            </span>
            <div className="relative h-6 rounded-full" style={{ background: '#eeeeee' }}>
              <div
                aria-hidden
                className="absolute top-0 size-6 rounded-full"
                style={{
                  background: ink,
                  left: there ? 'calc(100% - 1.5rem)' : 0,
                  transition: `left ${token.value} ${ease ? resolved(ease) : 'ease'}`,
                }}
              />
            </div>
            {token.note && <span className="col-start-2 text-xs opacity-70">{token.note}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every `animate-*` of the theme on a card: Play runs it once, with the keyframes the theme writes. */
export function Animations() {
  const [runs, setRuns] = useState(0);
  return (
    <div className="sb-unstyled my-4">
      {/* Tailwind prints only the keyframes of the animations a page uses: these are all the theme's. */}
      <style>{[...shopKeyframes.values()].join('\n')}</style>
      <Button size="sm" onClick={() => setRuns((count) => count + 1)}>
        Play
      </Button>
      <div className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-4">
        {shopTokensOf('animate').map((token) => (
          <figure
            key={token.name}
            className="m-0 overflow-hidden rounded-lg p-3"
            style={{ background: '#f6f6f6' }}
          >
            <div className="grid h-16 place-items-center overflow-hidden">
              <div
                // a new key starts the animation again
                key={runs}
                aria-hidden
                className="h-10 w-24 rounded-md"
                style={{
                  background: token.key.includes('shimmer') ? '#ddd' : gold,
                  animation: runs > 0 ? resolved(token) : undefined,
                  animationFillMode: token.key.includes('-out') ? 'forwards' : undefined,
                }}
              />
            </div>
            <figcaption className="mt-2 text-xs">
              <code>{utilityOf(token)}</code>
              <div className="opacity-70">{token.value}</div>
            </figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}

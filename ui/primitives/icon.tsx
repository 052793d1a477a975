import { type ComponentProps } from 'react';

// no-inline: a small sprite would otherwise become a data: URL, which <use> may not reference
import spriteUrl from '../icons/sprite.svg?no-inline';
import { type IconName } from '../icons/icon-names';

type IconProps = Omit<ComponentProps<'svg'>, 'children'> & {
  /** lucide's name for it ('shopping-bag'); ui/icons/icon-names.ts lists the ones the sprite holds. */
  name: IconName;
  /** What the icon alone says, for screen readers; without it the icon is decorative and hidden from them. */
  label?: string;
};

/**
 * A lucide icon, drawn from the one sprite file: the page carries a <use> for each icon rather than its paths,
 * and the browser fetches the sprite once and keeps it. lucide's drawing (24 px, 2 px round strokes, no fill) is
 * set once for every icon by ui/theme.css, and the symbol inherits it, as lucide's own <svg> gave it to its
 * paths: a `size-*`, `stroke-*` (width) or `fill-*` class changes it.
 */
function Icon({ name, label, ...props }: IconProps) {
  return (
    <svg
      data-slot="icon"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

export { Icon, type IconName, type IconProps };

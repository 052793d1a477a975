import { type ComponentProps } from 'react';

// no-inline: a small sprite would otherwise become a data: URL, which <use> may not reference
import spriteUrl from '../icons/sprite.svg?no-inline';
import { type IconName } from '../icons/icon-names';

type IconProps = Omit<ComponentProps<'svg'>, 'children'> & {
  /** lucide's name for it ('shopping-bag'); ui/icons/icon-names.ts lists the ones the sprite holds. */
  name: IconName;
  /** What the icon alone says, for screen readers; without it the icon is decorative and hidden from them. */
  label?: string;
  /** Its width and height, lucide's 24 by default; a `size-*` class usually sets the drawn size instead. */
  size?: number | string;
  strokeWidth?: number | string;
};

/**
 * A lucide icon, drawn from the one sprite file: the page carries a <use> for each icon rather than its paths,
 * and the browser fetches the sprite once and keeps it. lucide's drawing (stroke, width, round ends) is set on
 * this outer <svg>, and the symbol inherits it, as lucide's own <svg> would give it to its paths.
 */
function Icon({ name, label, size = 24, strokeWidth = 2, ...props }: IconProps) {
  return (
    <svg
      data-slot="icon"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

export { Icon, type IconName, type IconProps };

import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge must know our theme's names (ui/theme.css), or it takes `text-display-sm` for a text colour and
 * drops it next to `text-foreground`. Keep this list in step with the @theme block.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display-sm', 'display-md', 'display-lg', 'display-xl'],
      font: ['display'],
      tracking: ['label', 'eyebrow'],
      shadow: ['soft', 'card', 'lift', 'overlay'],
      radius: ['pill'],
      spacing: ['touch', 'gutter'],
      container: ['prose', 'page'],
      ease: ['luxe'],
      animate: [
        'fade-in',
        'fade-out',
        'dialog-in',
        'dialog-out',
        'slide-in-right',
        'slide-out-right',
        'slide-in-left',
        'slide-out-left',
        'slide-in-top',
        'slide-out-top',
        'slide-in-bottom',
        'slide-out-bottom',
        'shimmer',
      ],
    },
  },
});

/** Joins class names; a later Tailwind class wins over an earlier one it conflicts with (so `className` can override). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

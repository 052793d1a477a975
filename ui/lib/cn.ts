import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig, mergeConfigs } from 'tailwind-merge';

/**
 * tailwind-merge must know our theme's names (ui/theme.css), or it takes `text-display-sm` for a text colour and
 * drops it next to `text-foreground`. Keep this list in step with the @theme block.
 */
const themeConfig = () =>
  mergeConfigs(getDefaultConfig(), {
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

/** Read ahead by readClassMergingConfig(), or else by the first cn(). */
let config: ReturnType<typeof themeConfig> | undefined;

const twMerge = createTailwindMerge(() => config ?? themeConfig());

/** Joins class names; a later Tailwind class wins over an earlier one it conflicts with (so `className` can override). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/*
 * tailwind-merge's first call reads its configuration (a large object) and builds its tables from it: together
 * 20-40 ms on this machine, more on a phone. The storefront does both before it hydrates, each in a task of its own
 * (store/entry-client.tsx), rather than inside the first cn().
 */

/** The first half: reads the configuration. */
export function readClassMergingConfig(): void {
  config ??= themeConfig();
}

/** The second half: builds the tables. */
export function prepareClassMerging(): void {
  twMerge();
}

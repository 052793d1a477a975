import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later class win over an earlier one it conflicts with, so a className overrides a variant', () => {
    expect(cn('px-4 py-2 bg-primary', 'px-6')).toBe('py-2 bg-primary px-6');
  });

  it('knows the theme’s own names: a display size is a size, not a colour, and a shadow token is a shadow', () => {
    expect(cn('text-foreground text-display-sm')).toBe('text-foreground text-display-sm');
    expect(cn('text-display-sm', 'text-display-lg')).toBe('text-display-lg');
    expect(cn('shadow-card', 'shadow-lift')).toBe('shadow-lift');
    expect(cn('rounded-md', 'rounded-pill')).toBe('rounded-pill');
    expect(cn('p-2', false, undefined, ['tracking-label', 'tracking-eyebrow'])).toBe('p-2 tracking-eyebrow');
  });
});

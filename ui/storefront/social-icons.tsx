import { type ComponentProps } from 'react';

/*
 * lucide 1.x no longer ships brand marks, so the four social glyphs are drawn here in lucide's manner
 * (24 px grid; the 2 px round strokes in currentColor come from ui/theme.css, as every icon's do) to sit beside the other icons. Decorative: the link is labelled.
 */

type GlyphProps = ComponentProps<'svg'>;

function Glyph({ children, ...props }: GlyphProps) {
  return (
    <svg data-slot="icon" viewBox="0 0 24 24" aria-hidden="true" className="size-5" {...props}>
      {children}
    </svg>
  );
}

function InstagramIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </Glyph>
  );
}

function FacebookIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </Glyph>
  );
}

function TikTokIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M16 2v11.5a4.5 4.5 0 1 1-4.5-4.5" />
      <path d="M16 2a5 5 0 0 0 5 5" />
    </Glyph>
  );
}

function XIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M4 4l11.7 16H20L8.3 4z" />
      <path d="M4 20l6.8-6.8M13.2 10.8L20 4" />
    </Glyph>
  );
}

export { FacebookIcon, InstagramIcon, TikTokIcon, XIcon };

import { useEffect, useId, useRef, useState } from 'react';

/**
 * Mermaid text drawn as SVG in the browser, from the mermaid package bundled with Storybook: nothing is
 * fetched. Mermaid loads on the first chart only, so the rest of Storybook does not carry it.
 */
export function StatechartView({ text, label }: { text: string; label: string }) {
  const figure = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [whole, setWhole] = useState(false);
  // Mermaid names the SVG it draws after this id, and looks it up as a CSS selector
  const id = `chart-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  useEffect(() => {
    let current = true;
    (async () => {
      const { default: mermaid } = await import('mermaid');
      // at its natural size: scaled to the page, a large machine's labels would be too small to read
      mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', state: { useMaxWidth: false } });
      const { svg } = await mermaid.render(id, text);
      if (current && figure.current) figure.current.innerHTML = svg;
    })().catch((error: unknown) => {
      if (current) setProblem(error instanceof Error ? error.message : String(error));
    });
    return () => {
      current = false;
    };
  }, [id, text]);

  return (
    <figure className="my-4 grid gap-2">
      <button type="button" className="justify-self-start text-sm underline" onClick={() => setWhole(!whole)}>
        {whole ? 'Show the chart at full size' : 'Fit the whole chart on the page'}
      </button>
      {/* at full size a large chart scrolls, its labels readable; fitted, it shows its shape at a glance.
          sb-unstyled keeps the Docs page's text styles out of the labels Mermaid has measured */}
      <div
        ref={figure}
        role="img"
        aria-label={label}
        data-testid="statechart"
        className={`sb-unstyled overflow-auto rounded-md border border-border bg-white p-4 ${whole ? '[&_svg]:h-auto [&_svg]:w-full' : ''}`}
      />
      {problem && <p role="alert">The chart could not be drawn: {problem}</p>}
      <figcaption className="text-sm text-muted-foreground">
        {label}. Arrows change state; a state&apos;s box, or the yellow box beside or inside it, lists what
        happens without leaving it. <em>(untested)</em> marks a transition the model walk does not take.
      </figcaption>
      <details>
        <summary>The chart as Mermaid text</summary>
        <pre className="overflow-auto text-xs">{text}</pre>
      </details>
    </figure>
  );
}

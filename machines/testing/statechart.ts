/**
 * A machine's statechart as Mermaid's stateDiagram-v2 text, drawn from describeMachine's reading of its
 * definition. Transitions that change state are arrows; those that keep the machine where it is are written
 * inside their state (or beside a state that holds others), so every transition of the definition is on the page.
 */
import { type AnyStateMachine } from 'xstate';
import { ANY_STATE, type StateSummary, type TransitionSummary, describeMachine } from './describe-machine';

export interface StatechartOptions {
  /** transitions drawn with '(untested)' after their label */
  untested?: (transition: TransitionSummary) => boolean;
}

/** How a transition's event reads on the chart: 'fetchCart done', 'fetchCart failed', 'after 5000'. */
export function eventLabel(event: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (actor) return `${actor[2]} ${actor[1] === 'done' ? 'done' : 'failed'}`;
  if (event.startsWith('xstate.done.state.')) return 'all done';
  return event;
}

// Mermaid reads ':' ';' '#' '{' '}' '"' as syntax; the label keeps their sense with plain characters
const plain = (text: string) => text.replace(/[;#{}"]/g, '').replace(/:/g, '=');

/** One transition's line: its event, its guard, and whether the walk takes it; never broken across lines. */
export function transitionLabel(transition: TransitionSummary, untested = false): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  return plain(`${eventLabel(transition.event)}${guard}${untested ? ' (untested)' : ''}`).replace(
    / /g,
    '\u00a0',
  );
}

const idOf = (path: string) => (path === ANY_STATE ? 'any_state' : `s_${path.replace(/\./g, '_')}`);

export function statechart(machine: AnyStateMachine, options: StatechartOptions = {}): string {
  const { id, states, transitions } = describeMachine(machine);
  const untested = options.untested ?? (() => false);
  const label = (t: TransitionSummary) => transitionLabel(t, untested(t));
  const children = (parent: string) =>
    states.filter((state) => state.path.split('.').slice(0, -1).join('.') === parent);
  const stays = (from: string) => transitions.filter((t) => t.from === from && t.to === null).map(label);
  const lines: string[] = ['---', 'config:', '  layout: elk', '---', 'stateDiagram-v2'];
  const boxes: string[] = [];

  /** A box of the transitions that keep the machine in `path`, for a state drawn as a frame around others. */
  const whileIn = (path: string, key: string, indent: string) => {
    const inside = stays(path);
    if (inside.length === 0) return;
    const sid = `${idOf(path)}_stays`;
    boxes.push(sid);
    lines.push(
      `${indent}state "while in ${key}" as ${sid}`,
      ...inside.map((text) => `${indent}${sid} : ${text}`),
    );
  };
  const draw = (state: StateSummary, indent: string) => {
    const sid = idOf(state.path);
    const inner = children(state.path);
    if (inner.length === 0) {
      lines.push(
        `${indent}state "${state.key}" as ${sid}`,
        ...stays(state.path).map((text) => `${indent}${sid} : ${text}`),
      );
      if (state.type === 'final') lines.push(`${indent}${sid} --> [*]`);
      return;
    }
    const parallel = state.type === 'parallel';
    lines.push(`${indent}state "${state.key}${parallel ? ' (parallel)' : ''}" as ${sid} {`);
    drawInside(state.type, state.initial, inner, `${indent}  `);
    if (!parallel) whileIn(state.path, state.key, `${indent}  `);
    lines.push(`${indent}}`);
    // a box inside a parallel state would read as one more region: it goes beside it
    if (parallel) whileIn(state.path, state.key, indent);
  };
  const drawInside = (type: string, initial: string | null, inner: StateSummary[], indent: string) => {
    if (type === 'parallel') {
      inner.forEach((region, i) => {
        if (i > 0) lines.push(`${indent}--`);
        draw(region, indent);
      });
      return;
    }
    const first = inner.find((child) => child.key === initial);
    if (first) lines.push(`${indent}[*] --> ${idOf(first.path)}`);
    for (const child of inner) draw(child, indent);
  };

  const top = children('');
  if (machine.root.type === 'parallel') {
    lines.push(`  state "${id} (parallel)" as machine_root {`);
    drawInside('parallel', null, top, '    ');
    lines.push('  }');
  } else drawInside('compound', machine.root.initial?.target[0]?.key ?? null, top, '  ');

  if (transitions.some((t) => t.from === ANY_STATE)) {
    boxes.push(idOf(ANY_STATE));
    lines.push(
      `  state "${ANY_STATE}" as any_state`,
      ...stays(ANY_STATE).map((text) => `  any_state : ${text}`),
    );
  }
  // one arrow per pair of states, a line of its label per transition, keeps a busy chart narrow
  const arrows = new Map<string, string[]>();
  for (const t of transitions.filter((t) => t.to !== null))
    for (const target of (t.to as string).split(', ')) {
      const arrow = `${idOf(t.from)} --> ${idOf(target)}`;
      arrows.set(arrow, [...(arrows.get(arrow) ?? []), label(t)]);
    }
  for (const [arrow, labels] of arrows) lines.push(`  ${arrow} : ${labels.join('<br>')}`);
  if (boxes.length)
    lines.push('  classDef stays fill:#fffbe6,stroke:#a08a2e', `  class ${boxes.join(',')} stays`);
  return `${lines.join('\n')}\n`;
}

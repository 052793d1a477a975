import { useState, useSyncExternalStore } from 'react';
import type { AnyEventObject, InspectionEvent, StateValue } from 'xstate';

/**
 * A machine story's window on its running actor, fed by XState's inspection (`useMachine(machine, { inspect:
 * log.inspect })`): the state it is in and every event it received, each with the state it left the machine in.
 * A QA person watching the Interactions panel sees the machine move as the play drives it.
 */

export interface ReceivedEvent {
  type: string;
  /** the payload, short: 'productId: p1, quantity: 1' */
  details: string;
  /** the state the machine was in once the event was handled */
  after: string;
}

interface LogView {
  state: string;
  events: ReceivedEvent[];
}

/** A state value as the states it names: 'session.guest.idle, catalogue.waiting'. */
export function stateText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : stateText(child).replace(/(^|, )/g, `$1${key}.`)))
    .join(', ');
}

// what is typed into a password box stays out of the log, as it stays out of the page
const secret = /password/i;

function short(value: unknown): string {
  if (value instanceof Error) return value.message;
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** The payload, short; none for the start (its input is the story's) and no actor id an answer names again. */
export function eventDetails(event: AnyEventObject): string {
  if (event.type === 'xstate.init') return '';
  const hidden = secret.test(String(event.field ?? ''));
  return Object.entries(event)
    .filter(([key]) => key !== 'type' && key !== 'actorId')
    .map(
      ([key, value]) => `${key}: ${secret.test(key) || (hidden && key === 'value') ? '•••' : short(value)}`,
    )
    .join(', ');
}

export interface MachineLog {
  inspect: (event: InspectionEvent) => void;
  subscribe: (listener: () => void) => () => void;
  read: () => LogView;
}

export function createMachineLog(): MachineLog {
  let view: LogView = { state: '', events: [] };
  const listeners = new Set<() => void>();
  let queued = false;
  // the actor reports while React renders the component that starts it: the panel hears of it just after
  const changed = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      for (const listener of listeners) listener();
    });
  };
  return {
    inspect(inspected) {
      // the machine's own events and states, not those of the actors it runs
      if (inspected.actorRef.sessionId !== inspected.rootId) return;
      if (inspected.type === '@xstate.event') {
        const { event } = inspected;
        view = {
          ...view,
          events: [...view.events, { type: event.type, details: eventDetails(event), after: '' }],
        };
      } else if (inspected.type === '@xstate.snapshot') {
        const state = stateText((inspected.snapshot as unknown as { value: StateValue }).value);
        const events = view.events.map((event, i) =>
          i === view.events.length - 1 ? { ...event, after: state } : event,
        );
        view = { state, events };
      } else return;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read: () => view,
  };
}

/** A log for the component's lifetime; pass `log.inspect` to the machine it starts. */
export function useMachineLog(): MachineLog {
  const [log] = useState(createMachineLog);
  return log;
}

export function MachineInspector({ log, machine }: { log: MachineLog; machine: string }) {
  const { state, events } = useSyncExternalStore(log.subscribe, log.read, log.read);
  return (
    <section
      aria-label={`The ${machine} machine`}
      data-testid="machine-inspector"
      className="grid content-start gap-3 rounded-md border border-border bg-surface p-4 text-sm md:sticky md:top-4"
    >
      <p>
        {machine} is in{' '}
        <code data-testid="machine-state" className="font-semibold">
          {state}
        </code>
      </p>
      <h2 className="font-semibold">Events received</h2>
      <ol data-testid="machine-events" className="grid gap-1 font-mono text-xs">
        {events.map((event, i) => (
          <li key={i} data-event={event.type}>
            <strong>{event.type}</strong>
            {event.details && <span className="text-muted-foreground"> ({event.details})</span>}
            {event.after && <span> → {event.after}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** What the panel shows, for a play to check: the current state and the type of each event received. */
export function readInspector(canvasElement: HTMLElement) {
  const panel = canvasElement.querySelector('[data-testid="machine-inspector"]');
  if (!panel) throw new Error('No machine inspector on the page');
  const items = [...panel.querySelectorAll('[data-testid="machine-events"] > li')];
  return {
    state: panel.querySelector('[data-testid="machine-state"]')?.textContent ?? '',
    events: items.map((item) => item.getAttribute('data-event') ?? ''),
    lines: items.map((item) => item.textContent ?? ''),
  };
}

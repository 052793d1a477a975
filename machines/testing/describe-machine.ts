/**
 * What a machine is made of, read from its own definition (machine.root and its state nodes): its states, every
 * transition (eventless, delayed and an invocation's answers included) and the names it gives its guards,
 * actions, actors and delays. The model walk's transition coverage and each machine's Storybook page are built on
 * this one reading, so neither can drift from the machine.
 */
import {
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  and,
  not,
  or,
  stateIn,
} from 'xstate';

/** `from` of a transition the machine takes in whatever state it is (declared on the machine itself). */
export const ANY_STATE = '(any state)';

export interface StateSummary {
  /** dotted, from the machine's top: 'session.guest.idle' */
  path: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** the child entered first, for a compound state */
  initial: string | null;
  /** the actors it runs while active */
  invokes: string[];
  entry: string[];
  tags: string[];
}

export interface TransitionSummary {
  /** dotted state path, or ANY_STATE */
  from: string;
  /** the event type; 'always' for an eventless transition, 'after <delay>' for a delayed one */
  event: string;
  /** dotted target paths joined with ', '; null when the machine stays where it is */
  to: string | null;
  guard: string | null;
  actions: string[];
  /** names the transition for a running actor's inspection: source, event type, place among its candidates */
  key: string;
}

export type ActionKind = 'effect' | 'context' | 'raise';

export interface MachineSummary {
  id: string;
  states: StateSummary[];
  transitions: TransitionSummary[];
  /** the events the machine accepts from outside (or raises itself), in the order the definition names them */
  events: string[];
  guards: string[];
  /** effects are provided from outside; context updates and raised events are the machine's own */
  actions: { name: string; kind: ActionKind }[];
  actors: string[];
  delays: { name: string; ms: number | null }[];
}

const pathOf = (node: AnyStateNode) => node.path.join('.');
const fromOf = (node: AnyStateNode) => (node.path.length === 0 ? ANY_STATE : pathOf(node));

// the combinators are told apart by their check function, which survives a minifier that renames functions
const checks = new Map<unknown, string>([
  [(not('x') as unknown as { check: unknown }).check, 'not'],
  [(and(['x']) as unknown as { check: unknown }).check, 'and'],
  [(or(['x']) as unknown as { check: unknown }).check, 'or'],
  [(stateIn('x') as unknown as { check: unknown }).check, 'stateIn'],
]);

/** A guard as the definition names it: 'hasStockFor', 'nextIs(add)', '!isInStock', 'in {"session":"guest"}'. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  const { check, guards, stateValue, type, params } = guard as Record<string, unknown>;
  const parts = Array.isArray(guards) ? guards.map(guardName) : [];
  switch (checks.get(check)) {
    case 'not':
      return `!${parts[0]}`;
    case 'and':
      return parts.join(' && ');
    case 'or':
      return parts.join(' || ');
    case 'stateIn':
      return `in ${JSON.stringify(stateValue)}`;
  }
  // params read from the event differ at every event: the guard is named by its type alone
  if (typeof type === 'string')
    return params === undefined || typeof params === 'function'
      ? type
      : `${type}(${typeof params === 'string' ? params : JSON.stringify(params)})`;
  return 'inline';
}

/** An action as the definition names it; XState's own (an inline assign, a raise) by what they do. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  const type = (action as { type?: unknown }).type;
  if (typeof type !== 'string') return 'inline';
  return type.startsWith('xstate.') ? type.slice('xstate.'.length) : type;
}

// the raise and cancel that XState adds to a state's entry and exit for its `after` timers
const isTimer = (action: unknown) => /^xstate\.after\./.test(String((action as { id?: unknown }).id ?? ''));

function eventOf(transition: AnyTransitionDefinition): string {
  if (transition.eventType === '') return 'always';
  const { delay } = transition as { delay?: unknown };
  if (delay !== undefined) return `after ${String(delay)}`;
  return transition.eventType;
}

/** The key a running actor's inspected transition has: the same as its summary's. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const candidates = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  return `${source.id}|${eventType}|${candidates.indexOf(transition)}`;
}

function summarize(transition: AnyTransitionDefinition): TransitionSummary {
  return {
    from: fromOf(transition.source),
    event: eventOf(transition),
    to:
      transition.target?.map((target) => (target.path.length ? pathOf(target) : ANY_STATE)).join(', ') ??
      null,
    guard: guardName(transition.guard),
    actions: transition.actions.map(actionName),
    key: transitionKey(transition),
  };
}

/** Every state node below the root, in the definition's order (parents before their children). */
function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...nodesOf(child)]);
}

/** Every transition of the machine, the machine's own first, then state by state in the definition's order. */
export function transitionsOf(machine: AnyStateMachine): TransitionSummary[] {
  return [machine.root, ...nodesOf(machine.root)].flatMap((node) => [
    ...[...node.transitions.values()].flat().map(summarize),
    ...(node.always ?? []).map(summarize),
  ]);
}

export function statesOfMachine(machine: AnyStateMachine): StateSummary[] {
  return nodesOf(machine.root).map((node) => ({
    path: pathOf(node),
    key: node.key,
    type: node.type,
    initial: node.type === 'compound' ? (node.initial.target[0]?.key ?? null) : null,
    invokes: node.invoke.map((call) => call.src as string),
    entry: node.entry.filter((action) => !isTimer(action)).map(actionName),
    tags: [...node.tags],
  }));
}

const isInternal = (event: string) => event === 'always' || /^(after |xstate\.)/.test(event);

export function describeMachine(machine: AnyStateMachine): MachineSummary {
  const transitions = transitionsOf(machine);
  const { guards = {}, actions = {}, actors = {}, delays = {} } = machine.implementations;
  const kind = (implementation: unknown): ActionKind => {
    const type = (implementation as { type?: unknown }).type;
    if (type === 'xstate.assign') return 'context';
    return type === 'xstate.raise' ? 'raise' : 'effect';
  };
  return {
    id: machine.id,
    states: statesOfMachine(machine),
    transitions,
    events: [...new Set(transitions.map((t) => t.event).filter((event) => !isInternal(event)))],
    guards: Object.keys(guards),
    actions: Object.entries(actions).map(([name, implementation]) => ({ name, kind: kind(implementation) })),
    actors: Object.keys(actors),
    delays: Object.entries(delays).map(([name, ms]) => ({ name, ms: typeof ms === 'number' ? ms : null })),
  };
}

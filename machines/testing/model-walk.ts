/**
 * Model-based testing of the shop's machines with xstate/graph.
 *
 * `createTestModel` refuses machines with invocations and delays, because graph traversal is pure and
 * never runs an actor or a timer. So the model is derived from the machine's own definition: every
 * `invoke` becomes the `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events it would produce, and
 * every `after` becomes an `after.<delay>` event. The paths through that model are then replayed on the
 * real machine, started with controllable fake actors and a SimulatedClock: a done event resolves the
 * fake actor's promise, an error event rejects it, an after event moves the clock by the named delay.
 * After every step the real actor's state must be the path's, and its state and context must equal the
 * model's after the same events (replayed purely, because a path's stored snapshots are only as exact as
 * the serialization that groups them).
 *
 * The real actor's inspection records every transition it takes. Shortest paths reach every state but skip a
 * transition that leads nowhere new (a refusal, a guarded no-op), so the walk then tries each supplied event once
 * more from every state it found, and replays that step on the real machine whenever the model says it takes a
 * transition the real actor has not taken yet. The coverage is the real actor's, never the model's.
 */
import { expect } from 'vitest';
import {
  type AnyEventObject,
  type AnyStateMachine,
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  type InspectionEvent,
  type StateValue,
  createActor,
  createMachine,
  fromPromise,
  getInitialSnapshot,
  getNextSnapshot,
  SimulatedClock,
} from 'xstate';
import { type StatePath, createTestModel, getStateNodes } from 'xstate/graph';
import { transitionKey } from './describe-machine';

type Config = Record<string, unknown> & {
  id?: string;
  invoke?: InvokeConfig | InvokeConfig[];
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, Config>;
};
interface InvokeConfig {
  id?: string;
  src: string;
  onDone?: unknown;
  onError?: unknown;
}

function toModelConfig(config: Config): Config {
  const { invoke, after, on, states, ...rest } = config;
  const events: Record<string, unknown> = { ...on };
  for (const call of invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke]) {
    if (!call.id) throw new Error(`Give the '${call.src}' invocation an id so the model can name its events`);
    if (call.onDone) events[`xstate.done.actor.${call.id}`] = call.onDone;
    if (call.onError) events[`xstate.error.actor.${call.id}`] = call.onError;
  }
  for (const [delay, transition] of Object.entries(after ?? {})) events[`after.${delay}`] = transition;
  const model: Config = { ...rest, on: events };
  if (states)
    model.states = Object.fromEntries(
      Object.entries(states).map(([key, child]) => [key, toModelConfig(child)]),
    );
  return model;
}

/** The machine with its invocations and delays turned into plain events. */
export function modelOf(machine: AnyStateMachine): AnyStateMachine {
  return createMachine(toModelConfig(machine.config as Config) as never, machine.implementations as never);
}

/** Every state of the machine, as dotted paths ('loggedIn', 'loggedIn.idle'), from its definition. */
export function statesOf(machine: AnyStateMachine): Set<string> {
  return new Set(getStateNodes(machine.root).map((node) => node.path.join('.')));
}

/** The states a snapshot is in, as dotted paths. */
export function activeStates(value: StateValue, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key].join('.'),
    ...(child === undefined ? [] : activeStates(child, [...prefix, key])),
  ]);
}

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export interface WalkOptions {
  input?: unknown;
  /** several starting points, walked one after the other (an item out of stock, a link with bad parameters) */
  inputs?: unknown[];
  /** the events the model may send, including `xstate.done.actor.<id>` ones with their `output` */
  events: AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => AnyEventObject[]);
  /** what makes two snapshots the same vertex; the state value by default */
  serialize?: (snapshot: AnyMachineSnapshot) => unknown;
  paths?: 'shortest' | 'simple';
  /** extra checks on the real snapshot after every step, against the model's */
  check?: (real: AnyMachineSnapshot, model: AnyMachineSnapshot) => void;
}

export interface WalkResult {
  reached: Set<string>;
  paths: number;
  /** the transitions the real actor took, by describe-machine's transitionKey */
  taken: Set<string>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The transitions of one microstep: only the machine has microsteps, its fake actors are promises. */
const takenIn = (event: InspectionEvent): AnyTransitionDefinition[] =>
  event.type === '@xstate.microstep' ? event._transitions : [];

/** The model's `after.<delay>` event is the real machine's `xstate.after.<delay>.<state id>`. */
function realKey(transition: AnyTransitionDefinition): string {
  const key = transitionKey(transition);
  const { eventType, source } = transition;
  if (!eventType.startsWith('after.')) return key;
  return key.replace(`|${eventType}|`, `|xstate.${eventType}.${source.id}|`);
}

/** The transitions the model takes for `event` in `snapshot`, as the real machine's keys; a pure look-ahead. */
function lookAhead(model: AnyStateMachine, snapshot: AnyMachineSnapshot, event: AnyEventObject): string[] {
  const keys: string[] = [];
  let started = false;
  const actor = createActor(model, {
    snapshot: model.getPersistedSnapshot(snapshot),
    inspect: (inspected) => started && keys.push(...takenIn(inspected).map(realKey)),
  });
  // an answer the state does not expect puts the model in error: that is no transition, not a failure here
  actor.subscribe({ error: () => {} });
  actor.start();
  started = true;
  actor.send(event);
  actor.stop();
  return keys;
}

/** Replays every path of the machine's model on the real machine; answers the states it reached, the transitions it took. */
export async function walkEveryPath<M extends AnyStateMachine>(
  machine: M,
  options: WalkOptions,
): Promise<WalkResult> {
  const result: WalkResult = { reached: new Set(), paths: 0, taken: new Set() };
  for (const input of options.inputs ?? [options.input]) await walkFrom(machine, options, input, result);
  return result;
}

async function walkFrom(machine: AnyStateMachine, options: WalkOptions, input: unknown, result: WalkResult) {
  const serialize = options.serialize ?? ((snapshot: AnyMachineSnapshot) => snapshot.value);
  const supplied = (snapshot: AnyMachineSnapshot) =>
    typeof options.events === 'function' ? options.events(snapshot) : options.events;
  const modelMachine = modelOf(machine);
  const model = createTestModel(modelMachine, {
    events: supplied as never,
    // only the events the test supplies, with their payloads; never a bare `{ type }` the model makes up
    filterEvents: (snapshot, event) =>
      supplied(snapshot as AnyMachineSnapshot).some((e) => e.type === event.type),
    // a runaway state space fails fast instead of hanging the test run
    limit: 20_000,
    serializeState: (snapshot) => JSON.stringify(serialize(snapshot as AnyMachineSnapshot)),
  });
  const traversal = { input };
  const paths =
    options.paths === 'simple' ? model.getSimplePaths(traversal) : model.getShortestPaths(traversal);
  const walk: Walk = { machine, modelMachine, model, options, input, result };
  const replay = (path: StatePath<AnyMachineSnapshot, AnyEventObject>, description: string) =>
    replayOnRealMachine(walk, path, description);
  for (const path of paths) await replay(path, path.description);

  // one step further from every state found, wherever the model promises a transition not taken yet
  const tried = new Set<string>();
  for (const path of model.getShortestPaths({ ...traversal, allowDuplicatePaths: true })) {
    // the path's stored end is any snapshot of its vertex: replay its events for the one it leads to
    const end = path.steps
      .slice(1)
      .reduce(
        (snapshot, step) => getNextSnapshot(modelMachine, snapshot, step.event),
        getInitialSnapshot(modelMachine, input),
      );
    if (end.status !== 'active') continue;
    for (const event of supplied(end)) {
      const promised = lookAhead(modelMachine, end, event);
      if (promised.every((key) => result.taken.has(key) || tried.has(key))) continue;
      for (const key of promised) tried.add(key);
      const state = getNextSnapshot(modelMachine, end, event);
      const steps = [...path.steps, { state, event }];
      await replay({ state, steps, weight: steps.length }, `${path.description} → ${event.type}`);
    }
  }
}

interface Walk {
  machine: AnyStateMachine;
  modelMachine: AnyStateMachine;
  model: ReturnType<typeof createTestModel>;
  options: WalkOptions;
  input: unknown;
  result: WalkResult;
}

async function replayOnRealMachine(
  { machine, modelMachine, model, options, input, result }: Walk,
  path: StatePath<AnyMachineSnapshot, AnyEventObject>,
  description: string,
) {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const pending = new Map<string, Pending>();
  const fakeActors = Object.fromEntries(
    Object.keys(machine.implementations.actors ?? {}).map((src) => [
      src,
      fromPromise(
        ({ self }) =>
          new Promise((resolve, reject) => {
            pending.set(self.id, { resolve, reject });
          }),
      ),
    ]),
  );
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actors: fakeActors } as never), {
    input,
    clock,
    inspect: (inspected) => {
      for (const transition of takenIn(inspected)) result.taken.add(transitionKey(transition));
    },
  });
  actor.start();
  await settle();
  let modelled = getInitialSnapshot(modelMachine, input);

  const exec = async ({ event }: { event: AnyEventObject }) => {
    const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    const after = /^after\.(.+)$/.exec(event.type);
    if (event.type === 'xstate.init') return;
    modelled = getNextSnapshot(modelMachine, modelled, event);
    if (done) {
      const call = pending.get(done[2]);
      if (!call) throw new Error(`No '${done[2]}' actor is running`);
      pending.delete(done[2]);
      if (done[1] === 'done') call.resolve(event.output);
      else call.reject(event.error);
    } else if (after) {
      const delay = delays[after[1]] ?? Number(after[1]);
      const snapshot = actor.getSnapshot();
      const ms = typeof delay === 'function' ? delay({ context: snapshot.context, event }) : delay;
      clock.increment(Number(ms));
    } else {
      actor.send(event);
    }
    await settle();
  };

  await model.testPath(path, {
    events: new Proxy({}, { get: () => exec }) as never,
    states: {
      '*': (expected) => {
        const real = actor.getSnapshot() as AnyMachineSnapshot;
        expect(real.value, description).toEqual((expected as AnyMachineSnapshot).value);
        expect(real.value, description).toEqual(modelled.value);
        expect(real.context, description).toEqual(modelled.context);
        options.check?.(real, modelled);
        for (const state of activeStates(real.value)) result.reached.add(state);
      },
    },
  });
  actor.stop();
  result.paths += 1;
}

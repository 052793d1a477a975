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
 */
import { expect } from 'vitest';
import {
  type AnyEventObject,
  type AnyStateMachine,
  type AnyMachineSnapshot,
  type StateValue,
  createActor,
  createMachine,
  fromPromise,
  getInitialSnapshot,
  getNextSnapshot,
  SimulatedClock,
} from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';

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
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Replays every path of the machine's model on the real machine; answers the states the real actor reached. */
export async function walkEveryPath<M extends AnyStateMachine>(
  machine: M,
  options: WalkOptions,
): Promise<WalkResult> {
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
  const traversal = { input: options.input };
  const paths =
    options.paths === 'simple' ? model.getSimplePaths(traversal) : model.getShortestPaths(traversal);
  const reached = new Set<string>();
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;

  for (const path of paths) {
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
      input: options.input,
      clock,
    });
    actor.start();
    await settle();
    let modelled = getInitialSnapshot(modelMachine, options.input);

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

    await path.test({
      events: new Proxy({}, { get: () => exec }) as never,
      states: {
        '*': (expected) => {
          const real = actor.getSnapshot() as AnyMachineSnapshot;
          expect(real.value, path.description).toEqual(expected.value);
          expect(real.value, path.description).toEqual(modelled.value);
          expect(real.context, path.description).toEqual(modelled.context);
          options.check?.(real, modelled);
          for (const state of activeStates(real.value)) reached.add(state);
        },
      },
    });
    actor.stop();
  }
  return { reached, paths: paths.length };
}

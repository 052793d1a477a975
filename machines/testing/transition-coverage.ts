/**
 * Which of a machine's transitions its model walk takes, kept in machines/transition-coverage/<machine>.json for
 * the machine's Storybook page. `UPDATE_MACHINE_COVERAGE=1` rewrites the file; any other run fails when the file
 * is not what the walk recorded, so the page never shows a figure the tests no longer earn.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { expect } from 'vitest';
import { type AnyStateMachine } from 'xstate';
import { statesOfMachine, transitionsOf } from './describe-machine';
import { type WalkResult } from './model-walk';

export interface CoveredTransition {
  from: string;
  event: string;
  to: string | null;
  guard: string | null;
  covered: boolean;
}

export interface MachineCoverage {
  machine: string;
  states: string[];
  transitions: CoveredTransition[];
  counts: { states: number; transitions: number; covered: number };
}

const folder = path.join(import.meta.dirname, '..', 'transition-coverage');
const kebab = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
export const coverageFile = (machineId: string) => path.join(folder, `${kebab(machineId)}.json`);

export function coverageOf(machine: AnyStateMachine, taken: ReadonlySet<string>): MachineCoverage {
  const states = statesOfMachine(machine).map((state) => state.path);
  const transitions = transitionsOf(machine).map(({ from, event, to, guard, key }) => ({
    from,
    event,
    to,
    guard,
    covered: taken.has(key),
  }));
  const covered = transitions.filter((transition) => transition.covered).length;
  return {
    machine: machine.id,
    states,
    transitions,
    counts: { states: states.length, transitions: transitions.length, covered },
  };
}

export const uncovered = (coverage: MachineCoverage) =>
  coverage.transitions
    .filter((transition) => !transition.covered)
    .map(({ from, event, guard }) => `${from} --${event}${guard ? ` [${guard}]` : ''}-->`);

/** The walk's coverage, written to its file or checked against it; answers it for further expectations. */
export async function recordCoverage(machine: AnyStateMachine, walk: WalkResult): Promise<MachineCoverage> {
  const coverage = coverageOf(machine, walk.taken);
  const file = coverageFile(machine.id);
  if (process.env.UPDATE_MACHINE_COVERAGE === '1') {
    const options = { ...(await resolveConfig(file)), parser: 'json' };
    mkdirSync(folder, { recursive: true });
    writeFileSync(file, await format(JSON.stringify(coverage), options));
    return coverage;
  }
  const committed: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  expect(
    committed,
    `${path.relative(process.cwd(), file)} is not what the walk covers now: ` +
      'run UPDATE_MACHINE_COVERAGE=1 npx vitest run --project unit machines/ and commit it',
  ).toEqual(coverage);
  return coverage;
}

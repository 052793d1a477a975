import { Fragment, type ReactNode } from 'react';
import { type AnyStateMachine } from 'xstate';
import {
  type MachineSummary,
  type TransitionSummary,
  describeMachine,
} from '../../machines/testing/describe-machine';
import { eventLabel, statechart } from '../../machines/testing/statechart';
import { StatechartView } from './statechart-view';

/**
 * A machine's Docs page: its statechart, the names it gives (states, events, guards, effects) and which of its
 * transitions the model walk takes, all read from the machine's definition and its committed coverage file.
 */

interface CoverageFile {
  machine: string;
  transitions: { from: string; event: string; to: string | null; guard: string | null; covered: boolean }[];
  counts: { transitions: number; covered: number };
}

const files = import.meta.glob<CoverageFile>('../../machines/transition-coverage/*.json', {
  eager: true,
  import: 'default',
});

/** Whether the walk takes each transition; null when the file no longer lists the definition's transitions. */
function walked(summary: MachineSummary): boolean[] | null {
  const file = Object.values(files).find((coverage) => coverage.machine === summary.id);
  if (!file || file.transitions.length !== summary.transitions.length) return null;
  const same = file.transitions.every((t, i) => {
    const own = summary.transitions[i] as TransitionSummary;
    return t.from === own.from && t.event === own.event && t.to === own.to && t.guard === own.guard;
  });
  return same ? file.transitions.map((t) => t.covered) : null;
}

const heading = 'mt-8 mb-3 font-display text-2xl text-foreground';
const cell = 'border-b border-border px-2 py-1 text-left align-top';
const code = (text: string) => <code className="font-mono text-xs">{text}</code>;
const list = (names: string[]) =>
  names.length
    ? names.map((name, i) => (
        <Fragment key={i}>
          {i > 0 && ', '}
          {code(name)}
        </Fragment>
      ))
    : 'none';

function Table({ columns, rows }: { columns: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-auto">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${cell} font-semibold`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((value, j) => (
                <td key={j} className={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MachineDocs({ machine }: { machine: AnyStateMachine }) {
  const summary = describeMachine(machine);
  const taken = walked(summary);
  const untested = summary.transitions.filter((_, i) => taken?.[i] === false);
  const untestedKeys = new Set(untested.map((t) => t.key));
  const effects = summary.actions.filter((action) => action.kind === 'effect').map((action) => action.name);
  const own = summary.actions.filter((action) => action.kind !== 'effect');
  const event = (t: TransitionSummary) => code(`${eventLabel(t.event)}${t.guard ? ` [${t.guard}]` : ''}`);

  return (
    <div className="grid text-foreground">
      <h2 className={heading}>Transitions the tests take</h2>
      {taken ? (
        <p data-testid="coverage">
          <strong>
            {summary.transitions.length - untested.length} of {summary.transitions.length} transitions covered
          </strong>{' '}
          by the model walk of its test, which replays every path it finds on the real machine.
        </p>
      ) : (
        <p role="alert">
          machines/transition-coverage/ does not describe this machine as it is now: run{' '}
          {code('UPDATE_MACHINE_COVERAGE=1 npx vitest run --project unit machines/')}.
        </p>
      )}
      {untested.length > 0 && (
        <ul className="list-disc pl-6">
          {untested.map((t) => (
            <li key={t.key}>
              Not taken: from {code(t.from)} on {event(t)} to {code(t.to ?? 'the same state')}
            </li>
          ))}
        </ul>
      )}

      <h2 className={heading}>Statechart</h2>
      <StatechartView
        text={statechart(machine, { untested: (t) => untestedKeys.has(t.key) })}
        label={`The ${summary.id} machine`}
      />

      <h2 className={heading}>States</h2>
      <Table
        columns={['State', 'Kind', 'Runs', 'On entry', 'Tags']}
        rows={summary.states.map((state) => [
          code(state.path),
          state.type,
          list(state.invokes),
          list(state.entry),
          list(state.tags),
        ])}
      />

      <h2 className={heading}>What it names</h2>
      <Table
        columns={['What', 'Names']}
        rows={[
          ['Events it accepts', list(summary.events)],
          ['Guards', list(summary.guards)],
          ['Effects the shop provides', list(effects)],
          ['Actors the shop provides', list(summary.actors)],
          ['Delays', list(summary.delays.map(({ name, ms }) => (ms === null ? name : `${name} (${ms} ms)`)))],
          [
            'Its own actions',
            list(own.map(({ name, kind }) => (kind === 'raise' ? `${name} (raises an event)` : name))),
          ],
        ]}
      />

      <h2 className={heading}>Every transition</h2>
      <Table
        columns={['Walked', 'From', 'Event [guard]', 'To', 'Actions']}
        rows={summary.transitions.map((t, i) => [
          taken ? taken[i] ? 'yes' : <strong>no</strong> : '?',
          code(t.from),
          event(t),
          t.to ? code(t.to) : 'stays',
          list(t.actions),
        ])}
      />
    </div>
  );
}

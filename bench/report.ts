import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { format, resolveConfig } from 'prettier';

/** A figure's target: the figure must be at least (`>=`) or at most (`<=`) the value. */
export interface Target {
  op: '>=' | '<=';
  value: number;
}

/** One measured number, with the target it is held against (none for figures shown only for context). */
export interface Figure {
  suite: 'web' | 'pages' | 'api';
  /** the page or the call measured, e.g. '/products' or 'GET /api/product/list' */
  subject: string;
  measure: string;
  /** null when it could not be measured (see note) */
  value: number | null;
  unit: Unit;
  target: Target | null;
  note?: string;
}

export type Unit = 'score' | 'ms' | 'KB' | 'req/s' | 'ratio' | 'count' | '';

export const atLeast = (value: number): Target => ({ op: '>=', value });
export const atMost = (value: number): Target => ({ op: '<=', value });

/** true when the figure meets its target, false when not (or not measured), null when it has no target. */
export function met(figure: Figure): boolean | null {
  if (!figure.target) return null;
  if (figure.value === null) return false;
  return figure.target.op === '>='
    ? figure.value >= figure.target.value
    : figure.value <= figure.target.value;
}

function formatValue(value: number, unit: Unit): string {
  if (unit === 'ratio') return value.toFixed(2);
  if (unit === 'ms') return value < 10 ? `${value.toFixed(2)} ms` : `${Math.round(value)} ms`;
  if (unit === 'KB') return `${value.toFixed(1)} KB`;
  if (unit === '') return value < 1 ? value.toFixed(3) : String(Math.round(value * 1000) / 1000);
  return `${Math.round(value).toLocaleString('en-GB')}${unit === 'score' || unit === 'count' ? '' : ` ${unit}`}`;
}

const formatFigure = (figure: Figure) =>
  figure.value === null ? 'n/a' : formatValue(figure.value, figure.unit);
const formatTarget = (figure: Figure) =>
  figure.target
    ? `${figure.target.op === '>=' ? '≥' : '≤'} ${formatValue(figure.target.value, figure.unit)}`
    : '';
function formatMet(figure: Figure): string {
  const ok = met(figure);
  return ok === null ? '' : ok ? '✓' : '✗';
}

/** The figures as one text table: subject, measure, figure, target, ✓/✗, note. */
export function formatTable(figures: readonly Figure[]): string {
  const header = ['suite', 'subject', 'measure', 'figure', 'target', '✓/✗', 'note'];
  const rows = figures.map((f) => [
    f.suite,
    f.subject,
    f.measure,
    formatFigure(f),
    formatTarget(f),
    formatMet(f),
    f.note ?? '',
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => [...(row[column] ?? '')].length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => {
        const pad = ' '.repeat((widths[column] ?? 0) - [...cell].length);
        // numbers read best right-aligned
        return column === 3 || column === 4 ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export interface MachineFacts {
  date: string;
  node: string;
  platform: string;
  cores: number;
  cpu: string;
  memoryGB: number;
  loadAverage: number[];
}

export function machineFacts(): MachineFacts {
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    // other work on the machine at the start: the figures are only as quiet as the machine
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

export interface Results {
  machine: MachineFacts;
  settings: Record<string, unknown>;
  figures: (Figure & { met: boolean | null })[];
  /** what could not be run, with the reason */
  problems: string[];
}

export async function writeResults(
  file: string,
  results: Omit<Results, 'figures'> & { figures: readonly Figure[] },
) {
  const figures = results.figures.map((figure) => ({ ...figure, met: met(figure) }));
  // formatted as the repository's prettier would, so `npm run format:check` passes on a written file
  const json = await format(JSON.stringify({ ...results, figures }), {
    ...(await resolveConfig(file)),
    parser: 'json',
  });
  await writeFile(file, json);
}

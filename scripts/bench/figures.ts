import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, resolve } from 'node:path';

/** One measured figure and the budget it is held to (issue 9's table). */
export interface Figure {
  /** Which benchmark measured it. */
  group: string;
  /** What was measured, in words. */
  name: string;
  /** The figure, or null when it could not be measured (the note says why). */
  value: number | null;
  unit: string;
  /** The figure must be at most `max` / at least `min`; none means shown for information. */
  budget?: { max?: number; min?: number };
  /** How it was measured (runs, medians, conditions) or why it is missing. */
  note?: string;
}

export type Verdict = 'ok' | 'over' | 'n/a' | '';

export function verdict(figure: Figure): Verdict {
  const { value, budget } = figure;
  if (!budget) return '';
  if (value === null) return 'n/a';
  if (budget.max !== undefined && value > budget.max) return 'over';
  if (budget.min !== undefined && value < budget.min) return 'over';
  return 'ok';
}

const round = (value: number) =>
  Math.abs(value) >= 100
    ? value.toFixed(0)
    : Math.abs(value) >= 10
      ? value.toFixed(1)
      : value.toFixed(2);

function budgetText({ budget, unit }: Figure): string {
  if (!budget) return '';
  if (budget.max !== undefined) return `<= ${round(budget.max)} ${unit}`;
  if (budget.min !== undefined) return `>= ${round(budget.min)} ${unit}`;
  return '';
}

/** Prints figures as an aligned table: figure beside budget, then a verdict. */
export function printFigures(figures: readonly Figure[]): void {
  const header = ['bench', 'figure', 'value', 'budget', '', 'how'];
  const rows = figures.map((figure) => [
    figure.group,
    figure.name,
    figure.value === null ? '-' : `${round(figure.value)} ${figure.unit}`,
    budgetText(figure),
    verdict(figure),
    figure.note ?? '',
  ]);
  const widths = header.map((h, i) =>
    i === header.length - 1 ? 0 : Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

/** The results file: git-ignored, overwritten by each run. */
export const RESULTS_FILE = resolve(import.meta.dirname, '../../bench-results/latest.json');

export function writeFigures(figures: readonly Figure[], file = RESULTS_FILE): string {
  mkdirSync(dirname(file), { recursive: true });
  const machine = {
    node: process.version,
    cpus: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    platform: `${process.platform}-${process.arch}`,
  };
  const results = figures.map((figure) => ({ ...figure, verdict: verdict(figure) }));
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`,
  );
  return file;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

export const kib = (bytes: number) => bytes / 1024;

/**
 * A scroll's frame times (`scrollFrames`, 300 px a frame) as one figure: the 95th percentile,
 * with the median and the frames slower than `slow` ms (dropped ones) beside it.
 */
export function scrollFigure(
  group: string,
  label: string,
  frames: readonly number[],
  { max, slow = 25 }: { max?: number; slow?: number } = {},
): Figure {
  return {
    group,
    name: `scroll frame p95 (${label})`,
    value: percentile(frames, 0.95),
    unit: 'ms',
    ...(max === undefined ? {} : { budget: { max } }),
    note: `${frames.length} frames at 300 px; p50 ${percentile(frames, 0.5).toFixed(1)} ms, ${frames.filter((ms) => ms > slow).length} over ${slow} ms`,
  };
}

/**
 * The figures against their targets: one printed table (figure, value, target, met / not met) and the same as
 * JSON in bench/results/latest.json (git-ignored), with the machine and the dataset, so two runs can be compared.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Figure {
  key: string;
  figure: string;
  value: string;
  target: string;
  /** null: a figure without a target (reported for comparison). */
  met: boolean | null;
  /** The raw numbers behind `value`, for comparing runs. */
  numbers: Record<string, number | boolean>;
}

const RESULTS_DIR = path.join(import.meta.dirname, 'results');

export const formatNumber = (n: number) => Math.round(n).toLocaleString('en-GB');
export const formatMs = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms).toLocaleString('en-GB')} ms`);

export function machine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

function git() {
  const run = (command: string) => {
    try {
      return execSync(command, { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      return null;
    }
  };
  return {
    branch: run('git rev-parse --abbrev-ref HEAD'),
    commit: run('git rev-parse HEAD'),
    dirty: Boolean(run('git status --porcelain')),
  };
}

export function printTable(figures: Figure[]) {
  const widths = {
    figure: Math.max(6, ...figures.map((f) => f.figure.length)),
    value: Math.max(5, ...figures.map((f) => f.value.length)),
    target: Math.max(6, ...figures.map((f) => f.target.length)),
  };
  const line = (figure: string, value: string, target: string, met: string) =>
    `${figure.padEnd(widths.figure)}  ${value.padEnd(widths.value)}  ${target.padEnd(widths.target)}  ${met}`;
  console.log(line('figure', 'value', 'target', 'met?'));
  console.log('-'.repeat(widths.figure + widths.value + widths.target + 16));
  for (const f of figures) console.log(line(f.figure, f.value, f.target, f.met === null ? '-' : f.met ? 'met' : 'NOT MET'));
  const judged = figures.filter((f) => f.met !== null);
  console.log(`\n${judged.filter((f) => f.met).length} of ${judged.length} targets met`);
}

export function writeJson(report: Record<string, unknown>): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, 'latest.json');
  fs.writeFileSync(file, `${JSON.stringify({ ...report, git: git() }, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}

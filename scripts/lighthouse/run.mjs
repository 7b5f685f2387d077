#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile emulation, its default simulated throttling) on the real production
 * server with a seeded group, 3 runs per page, the median of each score; each page's initial JS (gzip) from
 * the build; Chromium's installability check. Prints a table against the targets (performance >= 95, initial JS
 * <= 85 kB gzip, installable). A measurement, not a test: it exits 0 whatever the figures (1 only when it could not measure).
 *
 * Calibrated: each run's CPU slowdown is 4 x the benchmarkIndex Lighthouse measured at its start / 2,500
 * (`calibrate.mjs`), so the figures stand for the reference machine (index ~2,500) whatever this one's speed and
 * load. Each run prints the index, the multiplier and the load average; each page their medians.
 *
 *   LIGHTHOUSE_PAGES=login,group LIGHTHOUSE_RUNS=1 npm run lighthouse
 *   LIGHTHOUSE_BASELINE=/tmp/dist-before npm run lighthouse   # a copy of an earlier build, runs interleaved
 *
 * Reports land in test-results/lighthouse/ (open one at https://googlechrome.github.io/lighthouse/viewer/), each
 * with its run's trace beside it (`*.trace.json`, for DevTools' Performance panel).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { root, startServer } from '../lib/server.mjs';
import { SERVER, WEB, ensureBuild } from '../lib/builds.mjs';
import { initialJs, loadedJs } from './bundle.mjs';
import { REFERENCE_BENCHMARK_INDEX, calibratedLighthouse, median } from './calibrate.mjs';
import { installabilityErrors } from './installability.mjs';
import { clockHeaders, seedGroup } from './seed.mjs';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A web build (a `dist` folder) to compare with: each page runs on it too, interleaved with the current build. */
const BASELINE = process.env.LIGHTHOUSE_BASELINE;
const TARGET = { score: 95, initialJsKb: 85 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const OUT = path.join(root, 'test-results/lighthouse');

/** The pages measured; `route` is the page's lazy route module (its chunk is part of its initial JS). */
const PAGES = [
  { name: 'login', path: () => '/login', signedIn: false, route: 'src/features/auth/routes/login-page.tsx' },
  { name: 'home', path: () => '/', signedIn: true, route: 'src/features/home/routes/home-page.tsx' },
  { name: 'gameweek', path: (ids) => `/gameweek/${ids.gameweekId}`, signedIn: true, route: 'src/app/routes/gameweek-page.tsx' },
  { name: 'group', path: (ids) => `/group/${ids.groupId}`, signedIn: true, route: 'src/features/groups/routes/group-page.tsx' },
];

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const kb = (bytes) => (bytes / 1000).toFixed(1);

const loadAverage = () => os.loadavg()[0];
const loadAverages = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * One calibrated run in a fresh Chromium (`calibrate.mjs`: the CPU slowdown from the run's own benchmarkIndex).
 * Returns the report, the trace and the calibration, with the load average at the start.
 */
async function lighthouseRunOnce(url, headers) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const load = loadAverage();
    const result = await calibratedLighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders: headers,
    });
    const { benchmarkIndex, multiplier } = result.calibration;
    const applied = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (applied !== multiplier) throw new Error(`Lighthouse ran with a CPU slowdown of ${applied}, not ${multiplier}`);
    return { lhr: result.lhr, trace: result.artifacts.Trace, calibration: { benchmarkIndex, multiplier, load } };
  } finally {
    chrome.kill();
  }
}

/** One Lighthouse run in a fresh Chromium; a run whose trace went wrong (NO_NAVSTART and the like) is redone. */
async function lighthouseRun(url, headers) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouseRunOnce(url, headers);
    const { runtimeError } = run.lhr;
    if (!runtimeError) return run;
    if (attempt === 3) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    console.log(`  (${runtimeError.code}: running again)`);
  }
}

/** The audits that lost points in any run, each with its worst score, for the notes under the table. */
function shortfalls(runs) {
  const worst = new Map();
  for (const lhr of runs) {
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category].auditRefs) {
        const score = lhr.audits[ref.id].score;
        if (ref.weight > 0 && score !== null && score < 1) worst.set(ref.id, Math.min(worst.get(ref.id) ?? 1, score));
      }
    }
  }
  return [...worst].map(([id, score]) => `${id} (${Math.round(score * 100)})`);
}

/** The median of each score and metric over `runs`, and of the calibrations they ran with. */
function summarize(runs, calibrations) {
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((lhr) => Math.round(lhr.categories[c].score * 100)))])),
    metrics: Object.fromEntries(METRICS.map((id) => [id, median(runs.map((lhr) => lhr.audits[id].numericValue))])),
    calibration: {
      benchmarkIndex: median(calibrations.map((c) => c.benchmarkIndex)),
      multiplier: median(calibrations.map((c) => c.multiplier)),
      load: median(calibrations.map((c) => c.load)),
    },
  };
}

/** One calibrated run of `page` on `target` (a started, seeded server); the report and trace are kept. */
async function runPage(page, target, run) {
  const url = `${target.base}${page.path(target.seeded)}`;
  const { lhr, trace, calibration } = await lighthouseRun(url, page.signedIn ? target.headers.signedIn : target.headers.visitor);
  const file = `${target.prefix}${page.name}-${run}`;
  fs.writeFileSync(path.join(OUT, `${file}.json`), JSON.stringify(lhr));
  // Chromium's performance trace of the load (open it in DevTools' Performance panel): what the main thread did.
  fs.writeFileSync(path.join(OUT, `${file}.trace.json`), JSON.stringify(trace));
  if (new URL(lhr.finalDisplayedUrl).pathname !== page.path(target.seeded)) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const m = (id) => Math.round(lhr.audits[id].numericValue);
  process.stdout.write(
    `  ${target.prefix}${page.name} run ${run}: ${CATEGORIES.map((c) => Math.round(lhr.categories[c].score * 100)).join(' / ')} ` +
      `(TBT ${m('total-blocking-time')}, LCP ${m('largest-contentful-paint')}) ${describeCalibration(calibration)}\n`,
  );
  return { lhr, calibration };
}

/**
 * RUNS runs of `page` on `current`, and with a `baseline` the same number on it, interleaved (baseline first in
 * odd runs, second in even ones) so that both meet the same load.
 */
async function measurePage(page, current, baseline) {
  const runs = { current: [], baseline: [] };
  for (let run = 1; run <= RUNS; run += 1) {
    const order = !baseline ? ['current'] : run % 2 ? ['baseline', 'current'] : ['current', 'baseline'];
    for (const which of order) runs[which].push(await runPage(page, which === 'current' ? current : baseline, run));
  }
  const lhrs = runs.current.map((r) => r.lhr);
  const requested = lhrs.flatMap((lhr) => (lhr.audits['network-requests'].details?.items ?? []).map((item) => item.url));
  const url = `${current.base}${page.path(current.seeded)}`;
  const errors = await installabilityErrors(url, {
    chromePath: CHROME_PATH,
    headers: page.signedIn ? current.headers.signedIn : current.headers.visitor,
  });
  return {
    page,
    ...summarize(
      lhrs,
      runs.current.map((r) => r.calibration),
    ),
    baseline: baseline
      ? {
          ...summarize(
            runs.baseline.map((r) => r.lhr),
            runs.baseline.map((r) => r.calibration),
          ),
          // Each run against the baseline's run next to it: the median of the ratios.
          ratios: Object.fromEntries(
            ['total-blocking-time', 'largest-contentful-paint'].map((id) => [
              id,
              median(runs.current.map((r, i) => r.lhr.audits[id].numericValue / Math.max(1, runs.baseline[i].lhr.audits[id].numericValue))),
            ]),
          ),
        }
      : undefined,
    // The heaviest language's (each reader loads only theirs; German's texts run longest).
    initial: ['en', 'de', 'es'].map((locale) => initialJs(page.route, locale)).reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a)),
    loaded: loadedJs(requested.filter((u) => u.startsWith(current.base))),
    errors,
    notes: shortfalls(lhrs),
  };
}

const describeCalibration = ({ benchmarkIndex, multiplier, load }) =>
  `[benchmarkIndex ${Math.round(benchmarkIndex)}, CPU x${multiplier.toFixed(2)}, load ${load.toFixed(2)}]`;

function printTable(results) {
  const met = (ok) => (ok ? 'met' : 'NOT MET');
  const cell = (value, ok, width) => `${value} ${met(ok)}`.padEnd(width);
  const header = ['page', 'perf', 'a11y', 'best-pract.', 'initial JS gzip', 'all JS loaded', 'installable'];
  const widths = [10, 12, 12, 12, 20, 15, 12];
  const row = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' ');
  console.log(`\n${row(header)}`);
  console.log(row(['target', `>= ${TARGET.score}`, `>= ${TARGET.score}`, `>= ${TARGET.score}`, `<= ${TARGET.initialJsKb} kB`, '', 'yes']));
  for (const r of results) {
    const s = r.scores;
    console.log(
      row([
        r.page.name,
        cell(s.performance, s.performance >= TARGET.score, 12),
        cell(s.accessibility, s.accessibility >= TARGET.score, 12),
        cell(s['best-practices'], s['best-practices'] >= TARGET.score, 12),
        cell(`${kb(r.initial.gzipBytes)} kB`, r.initial.gzipBytes <= TARGET.initialJsKb * 1000, 20),
        `${kb(r.loaded.gzipBytes)} kB`,
        r.errors.length ? `no (${r.errors.join(', ')})` : 'yes',
      ]),
    );
  }
  console.log('\nMedian metrics (ms; CLS unitless), and what lost points in any run:');
  for (const r of results) {
    const m = r.metrics;
    console.log(
      `  ${r.page.name}: FCP ${Math.round(m['first-contentful-paint'])}, LCP ${Math.round(m['largest-contentful-paint'])}, ` +
        `TBT ${Math.round(m['total-blocking-time'])}, CLS ${m['cumulative-layout-shift'].toFixed(3)}, SI ${Math.round(m['speed-index'])}; ` +
        `medians of ${describeCalibration(r.calibration)}`,
    );
    if (r.notes.length) console.log(`    ${r.notes.join(', ')}`);
    console.log(`    initial JS: ${r.initial.files.join(', ')}`);
  }
  const allMet = results.every(
    (r) => CATEGORIES.every((c) => r.scores[c] >= TARGET.score) && r.initial.gzipBytes <= TARGET.initialJsKb * 1000 && !r.errors.length,
  );
  console.log(`\nAll targets met: ${allMet ? 'yes' : 'no'}`);
}

/** With a baseline: each page's medians on both builds, and the median ratio of the paired runs. */
function printComparison(results) {
  console.log('\nAgainst the baseline (medians; ratios are current / baseline of runs made side by side):');
  for (const r of results) {
    const b = r.baseline;
    const ms = (summary, id) => Math.round(summary.metrics[id]);
    console.log(
      `  ${r.page.name}: perf ${b.scores.performance} -> ${r.scores.performance}, ` +
        `TBT ${ms(b, 'total-blocking-time')} -> ${ms(r, 'total-blocking-time')} (x${b.ratios['total-blocking-time'].toFixed(2)}), ` +
        `LCP ${ms(b, 'largest-contentful-paint')} -> ${ms(r, 'largest-contentful-paint')} (x${b.ratios['largest-contentful-paint'].toFixed(2)}); ` +
        `baseline ${describeCalibration(b.calibration)}, current ${describeCalibration(r.calibration)}`,
    );
  }
}

const wanted = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const pages = wanted ? PAGES.filter((page) => wanted.includes(page.name)) : PAGES;
if (!pages.length) throw new Error(`LIGHTHOUSE_PAGES names none of ${PAGES.map((p) => p.name).join(', ')}`);

ensureBuild(WEB);
ensureBuild(SERVER);
fs.mkdirSync(OUT, { recursive: true });
/** Starts the production server on `distDir` (the current build when undefined) and seeds its group. */
async function startTarget(name, distDir) {
  // The seeded played gameweek needs the request clock moved (never enabled in a real deployment).
  const env = { TEST_CLOCK_HEADER: 'true', ...(distDir ? { WEB_DIST_DIR: path.resolve(distDir) } : {}) };
  const server = await startServer({ name, env });
  try {
    const seeded = await seedGroup(server.base);
    const headers = { visitor: clockHeaders, signedIn: { ...clockHeaders, cookie: seeded.cookie } };
    return { ...server, seeded, headers, prefix: distDir ? 'baseline-' : '' };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const targets = [];
try {
  const current = await startTarget('lighthouse');
  targets.push(current);
  const baseline = BASELINE ? await startTarget('lighthouse-baseline', BASELINE) : undefined;
  if (baseline) targets.push(baseline);
  console.log(
    `Lighthouse ${RUNS}x per page, mobile emulation, CPU slowdown calibrated to a benchmarkIndex of ${REFERENCE_BENCHMARK_INDEX} ` +
      `(4 x the run's benchmarkIndex / ${REFERENCE_BENCHMARK_INDEX}); load average ${loadAverages()} on ${os.cpus().length} cores` +
      (baseline ? `; against the build in ${BASELINE}, runs interleaved` : ''),
  );
  const results = [];
  for (const page of pages) results.push(await measurePage(page, current, baseline));
  console.log(`Load average at the end: ${loadAverages()}`);
  printTable(results);
  if (baseline) printComparison(results);
} finally {
  for (const target of targets) await target.stop();
}

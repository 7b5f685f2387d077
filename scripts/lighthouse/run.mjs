#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile emulation, its default simulated throttling) on the real production
 * server with a seeded group, 3 runs per page, the median of each score; each page's initial JS (gzip) from
 * the build; Chromium's installability check. Prints a table against the targets of issue 12. A measurement,
 * not a test: it exits 0 whatever the figures (1 only when it could not measure).
 *
 *   LIGHTHOUSE_PAGES=login,group LIGHTHOUSE_RUNS=1 npm run lighthouse
 *
 * Reports land in test-results/lighthouse/ (open one at https://googlechrome.github.io/lighthouse/viewer/).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startServer } from '../lib/server.mjs';
import { ensureWebBuild } from '../lib/web-build.mjs';
import { initialJs, loadedJs } from './bundle.mjs';
import { installabilityErrors } from './installability.mjs';
import { clockHeaders, seedGroup } from './seed.mjs';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET = { score: 95, initialJsKb: 85 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const OUT = path.join(root, 'test-results/lighthouse');

/** The pages of issue 12; `route` is the page's lazy route module (its chunk is part of its initial JS). */
const PAGES = [
  { name: 'login', path: () => '/login', signedIn: false, route: 'src/features/auth/routes/login-page.tsx' },
  { name: 'home', path: () => '/', signedIn: true, route: 'src/features/home/routes/home-page.tsx' },
  { name: 'gameweek', path: (ids) => `/gameweek/${ids.gameweekId}`, signedIn: true, route: 'src/app/routes/gameweek-page.tsx' },
  { name: 'group', path: (ids) => `/group/${ids.groupId}`, signedIn: true, route: 'src/features/groups/routes/group-page.tsx' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => (bytes / 1000).toFixed(1);

async function lighthouseRunOnce(url, headers) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders: headers,
    });
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** One Lighthouse run in a fresh Chromium; a run whose trace went wrong (NO_NAVSTART and the like) is redone. */
async function lighthouseRun(url, headers) {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await lighthouseRunOnce(url, headers);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(`  (${lhr.runtimeError.code}: running again)`);
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

async function measurePage(page, base, ids, headers) {
  const url = `${base}${page.path(ids)}`;
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const lhr = await lighthouseRun(url, page.signedIn ? headers.signedIn : headers.visitor);
    fs.writeFileSync(path.join(OUT, `${page.name}-${run}.json`), JSON.stringify(lhr));
    if (new URL(lhr.finalDisplayedUrl).pathname !== page.path(ids)) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    runs.push(lhr);
    process.stdout.write(`  ${page.name} run ${run}: ${CATEGORIES.map((c) => Math.round(lhr.categories[c].score * 100)).join(' / ')}\n`);
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((lhr) => Math.round(lhr.categories[c].score * 100)))]));
  const metrics = Object.fromEntries(
    ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [
      id,
      median(runs.map((lhr) => lhr.audits[id].numericValue)),
    ]),
  );
  const requested = runs.flatMap((lhr) => (lhr.audits['network-requests'].details?.items ?? []).map((item) => item.url));
  const notes = shortfalls(runs);
  const errors = await installabilityErrors(url, { chromePath: CHROME_PATH, headers: page.signedIn ? headers.signedIn : headers.visitor });
  return {
    page,
    scores,
    metrics,
    initial: initialJs(page.route),
    loaded: loadedJs(requested.filter((u) => u.startsWith(base))),
    errors,
    notes,
    benchmarkIndex: median(runs.map((lhr) => lhr.environment.benchmarkIndex)),
  };
}

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
        `benchmarkIndex ${Math.round(r.benchmarkIndex)}`,
    );
    if (r.notes.length) console.log(`    ${r.notes.join(', ')}`);
    console.log(`    initial JS: ${r.initial.files.join(', ')}`);
  }
  const allMet = results.every(
    (r) => CATEGORIES.every((c) => r.scores[c] >= TARGET.score) && r.initial.gzipBytes <= TARGET.initialJsKb * 1000 && !r.errors.length,
  );
  console.log(`\nAll targets met: ${allMet ? 'yes' : 'no'}`);
}

const wanted = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const pages = wanted ? PAGES.filter((page) => wanted.includes(page.name)) : PAGES;
if (!pages.length) throw new Error(`LIGHTHOUSE_PAGES names none of ${PAGES.map((p) => p.name).join(', ')}`);

ensureWebBuild();
fs.mkdirSync(OUT, { recursive: true });
// The seeded played gameweek needs the request clock moved (never enabled in a real deployment).
const server = await startServer({ name: 'lighthouse', env: { TEST_CLOCK_HEADER: 'true' } });
try {
  const seeded = await seedGroup(server.base);
  const headers = { visitor: clockHeaders, signedIn: { ...clockHeaders, cookie: seeded.cookie } };
  console.log(
    `Lighthouse ${RUNS}x per page, mobile emulation; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  const results = [];
  for (const page of pages) results.push(await measurePage(page, server.base, seeded, headers));
  console.log(
    `Load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  printTable(results);
} finally {
  await server.stop();
}

/**
 * A Lighthouse run calibrated to the reference machine (2 cores, benchmarkIndex ~2,500). Lighthouse's simulated throttling multiplies
 * the main-thread time it observes by `throttling.cpuSlowdownMultiplier` (4 by default) whatever the machine, so
 * a machine twice as fast scores better with the same page, and a busy one worse. Lighthouse measures the
 * machine at the start of every run (its `benchmarkIndex`, `environment.benchmarkIndex` in the report); the
 * run's multiplier is set from that measurement: 4 x benchmarkIndex / 2,500, so every run stands for a machine
 * of index ~2,500 slowed 4 times. A faster machine is slowed more, a slower or busier one less.
 *
 * This is Lighthouse's own `navigation()` (gather, then audit) with one step between the two: the index is only
 * known once gathering has begun, and the multiplier only matters to the audits (the simulation works on the
 * load as observed, unthrottled). Lighthouse 12 exports no such hook, so its two halves are imported from their
 * modules (Lighthouse is pinned). While gathering, the multiplier stays Lighthouse's 4; it is read there only by
 * the shim of requestIdleCallback's `deadline.timeRemaining()`, which the app does not call.
 */
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';

export const REFERENCE_BENCHMARK_INDEX = 2500;
export const REFERENCE_CPU_MULTIPLIER = 4;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The CPU slowdown that makes a machine of `benchmarkIndex` behave like the reference one. */
export const cpuMultiplier = (benchmarkIndex) => (REFERENCE_CPU_MULTIPLIER * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;

/**
 * `lighthouse(url, flags)` (navigation mode, a Chromium on `flags.port`) with the CPU slowdown calibrated from
 * the run's own benchmarkIndex. Returns Lighthouse's result and `calibration: { benchmarkIndex, multiplier }`.
 */
export async function calibratedLighthouse(url, flags) {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
  const benchmarkIndex = artifacts.BenchmarkIndex;
  const multiplier = cpuMultiplier(benchmarkIndex);
  // The settings the audits read, and the artifacts' record of them (the same object: Lighthouse refuses to audit
  // with settings other than those recorded).
  const { settings } = runnerOptions.resolvedConfig;
  settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier: multiplier };
  artifacts.settings = settings;
  // A fresh cache: nothing computed while gathering may carry the old multiplier into the audits.
  const result = await Runner.audit(artifacts, { resolvedConfig: runnerOptions.resolvedConfig, computedCache: new Map() });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return { ...result, calibration: { benchmarkIndex, multiplier } };
}

import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Where the gauges read their values at each scrape. */
export interface MetricSources {
  pool: { totalCount: number; idleCount: number; waitingCount: number; options: { max?: number } };
  openStreams: () => number;
}

const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

let processRegistry: Registry | undefined;

/**
 * prom-client's process and Node.js metrics (CPU, memory, event loop lag, GC), collected once per process: they
 * describe the process, and each collection leaves a GC observer and an event-loop monitor running, so the many
 * apps an integration test run builds in one process share one set.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The app's Prometheus metrics in a registry of its own (not prom-client's global one, which a second app in the
 * same process would collide with). Counters and histograms are moved where the work happens; the gauges read
 * `sources` when scraped. `exposition()` is the text a scrape gets, with the process metrics.
 */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  const registers = [registry];
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  const { pool } = sources;
  gauge('scoreline_db_pool_connections', 'Open connections in the database pool.', () => pool.totalCount);
  gauge('scoreline_db_pool_connections_in_use', 'Pool connections checked out.', () => pool.totalCount - pool.idleCount);
  gauge('scoreline_db_pool_connections_idle', 'Pool connections open and idle.', () => pool.idleCount);
  gauge('scoreline_db_pool_max_connections', 'Most connections the pool opens (DATABASE_POOL_SIZE).', () => pool.options.max ?? 10);
  gauge('scoreline_db_pool_waiting', 'Queries and transactions waiting for a pool connection.', () => pool.waitingCount);
  gauge('scoreline_event_streams_open', 'Open live-event streams (SSE) on this instance.', sources.openStreams);

  const metrics = {
    registry,
    httpRequestDuration: new Histogram({
      name: 'scoreline_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern ("unmatched" when no route matched), method and status.',
      labelNames: ['route', 'method', 'status_code'] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    poolWait: new Histogram({
      name: 'scoreline_db_pool_wait_seconds',
      help: 'Time a query or transaction waited for a pool connection (or for a new one to open).',
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    jobRuns: new Counter({
      name: 'scoreline_job_runs_total',
      help: 'Background job runs started.',
      labelNames: ['job'] as const,
      registers,
    }),
    jobFailures: new Counter({
      name: 'scoreline_job_failures_total',
      help: 'Background job runs that failed.',
      labelNames: ['job'] as const,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'scoreline_job_duration_seconds',
      help: 'Time a background job run took, failed or not.',
      labelNames: ['job'] as const,
      buckets: JOB_BUCKETS,
      registers,
    }),
    emails: new Counter({
      name: 'scoreline_emails_total',
      help: 'Emails handed to SMTP or the outbox, by outcome (sent, failed).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    pushes: new Counter({
      name: 'scoreline_pushes_total',
      help: 'Web Push sends by outcome (sent; gone: subscription expired; refused: endpoint not allowed; failed).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    predictionsSaved: new Counter({
      name: 'scoreline_predictions_saved_total',
      help: 'Prediction rows saved (copies into other groups included); rate() gives saves per second.',
      registers,
    }),
    contentType: registry.contentType,
    /** The Prometheus text a scrape answers: this app's metrics and the process's. */
    exposition: () => Registry.merge([registry, processMetrics()]).metrics(),
  };
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Times `work` as one run of the job `job`: a run, its duration, and a failure if it throws (rethrown). */
export async function timeJob<T>(
  metrics: Pick<Metrics, 'jobRuns' | 'jobFailures' | 'jobDuration'> | undefined,
  job: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!metrics) return work();
  metrics.jobRuns.inc({ job });
  const end = metrics.jobDuration.startTimer({ job });
  try {
    return await work();
  } catch (error) {
    metrics.jobFailures.inc({ job });
    throw error;
  } finally {
    end();
  }
}

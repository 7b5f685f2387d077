import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

/** Drizzle over the pool; `$client` is the pool itself (named prepared statements of hot paths go to it). */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** A connection outside the pool (the live-updates LISTEN connection), with the pool's settings. */
  newClient: () => pg.Client;
  /** Tells `listener` how long each pool checkout waited, in seconds (metrics); refused checkouts are not told. */
  onConnectionWait: (listener: (seconds: number) => void) => void;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  poolSize?: number;
  /** How long a request may wait for a pooled connection (or for a new one to open) before failing. */
  poolWaitMs?: number;
  /**
   * PostgreSQL's `statement_timeout` and `idle_in_transaction_session_timeout`: no statement, and no transaction
   * left waiting by its holder, keeps the database longer. 0 turns both off (migrations, benchmarks).
   */
  statementTimeoutMs?: number;
  /**
   * The deadline of each query a request makes (run under `runInRequestScope` while its scope is open): past it the
   * query is cancelled and its connection cut and discarded, and the request fails (503). Defaults to `poolWaitMs`;
   * 0 turns it off. Work outside a request (jobs, sweeps, marking, migrations) keeps the statement deadline.
   */
  requestQueryTimeoutMs?: number;
}

/** A request being answered: the queries it starts while `open` have the request deadline. */
export interface RequestScope {
  open: boolean;
}

/** A transaction asked the pool for a second connection: with every connection held that way, none frees up. */
export class SecondConnectionError extends Error {
  constructor() {
    super('A transaction asked for a second pool connection; use the transaction instead (or move the work outside it).');
    this.name = 'SecondConnectionError';
  }
}

/** Set while a transaction's callback runs; the pool refuses connections to code running under it. */
const insideTransaction = new AsyncLocalStorage<true>();

/** Set while a request is handled (the app's `onRequest` hook); closed once it is answered. */
const requestScopes = new AsyncLocalStorage<RequestScope>();

/**
 * Runs `work` (the rest of a request's handling) in `scope`: every query started under it while `scope.open`
 * gets the request deadline (`requestQueryTimeoutMs`) instead of the statement deadline. Close the scope when the
 * request is answered, so work it left running in the background (mail, pushes) keeps the long deadline.
 */
export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return requestScopes.run(scope, work);
}

// Return `date` columns as 'YYYY-MM-DD' strings and bigint counts as numbers, not Date objects or strings.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Margin between PostgreSQL's own statement timeout (which fires first if it can) and the client's deadline. */
const clientDeadlineMs = (statementTimeoutMs: number) => statementTimeoutMs + Math.min(2_000, statementTimeoutMs);

/** What pg keeps about a live connection, for a cancel request (not in its types). */
interface BackendKey {
  processID: number | null;
  secretKey: number | null;
}

/**
 * Asks PostgreSQL to cancel what `client`'s backend is running (the protocol's CancelRequest, on a connection of
 * its own), so a query abandoned at its deadline (waiting for a lock, or slow) stops there instead of running on
 * until its statement timeout. Best effort: a database that does not answer gets `giveUpMs`, then nothing.
 */
function cancelBackendQuery(client: pg.Client, giveUpMs: number): void {
  const { processID, secretKey } = client as unknown as BackendKey;
  if (processID === null || secretKey === null) return;
  const cancel = new pg.Connection() as unknown as pg.Connection & {
    connect: (portOrPath: number | string, host?: string) => void;
    cancel: (processID: number, secretKey: number) => void;
  };
  cancel.on('error', () => undefined);
  cancel.on('connect', () => cancel.cancel(processID, secretKey));
  const timer = setTimeout(() => cancel.stream.destroy(), giveUpMs);
  timer.unref();
  if (client.host?.startsWith('/')) cancel.connect(`${client.host}/.s.PGSQL.${client.port}`);
  else cancel.connect(client.port, client.host);
  cancel.stream.on('close', () => clearTimeout(timer));
}

/**
 * A client whose every query has a deadline. A server that stops answering (frozen, or a network that drops
 * packets) cannot enforce its own statement timeout; past the deadline the connection is cut, so its query and
 * those queued behind it fail at once and the pool discards it, instead of holding it forever. A query a request
 * starts (`runInRequestScope`) has the request's shorter deadline, and is also cancelled on the server first.
 */
function deadlineClient(deadlineMs: number, requestDeadlineMs: number, cancelWaitMs: number): typeof pg.Client {
  return class DeadlineClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      // A cut connection reports an error event; the failed queries carry it to their callers.
      this.on('error', () => undefined);
    }

    override query(...args: unknown[]): never {
      const call = (super.query as (...a: unknown[]) => unknown).bind(this);
      const forRequest = requestDeadlineMs > 0 && requestScopes.getStore()?.open === true;
      const ms = forRequest ? (deadlineMs ? Math.min(deadlineMs, requestDeadlineMs) : requestDeadlineMs) : deadlineMs;
      if (!ms) return call(...args) as never;
      const timer = setTimeout(() => {
        if (forRequest) cancelBackendQuery(this, cancelWaitMs);
        this.connection.stream.destroy();
      }, ms);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          clearTimeout(timer);
          (callback as (...r: unknown[]) => void)(...results);
        };
        return call(...args) as never;
      }
      const result = call(...args);
      if (result instanceof Promise)
        void result.then(
          () => clearTimeout(timer),
          () => clearTimeout(timer),
        );
      else clearTimeout(timer);
      return result as never;
    }
  } as unknown as typeof pg.Client;
}

export function connectDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  const { poolSize = 10, poolWaitMs = 5_000, statementTimeoutMs = 30_000, requestQueryTimeoutMs = poolWaitMs } = options;
  const settings: pg.ClientConfig = {
    connectionString: url,
    application_name: 'scoreline',
    connectionTimeoutMillis: poolWaitMs,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs, idle_in_transaction_session_timeout: statementTimeoutMs } : {}),
  };
  const deadlineMs = statementTimeoutMs ? clientDeadlineMs(statementTimeoutMs) : 0;
  const pool = new pg.Pool({ ...settings, max: poolSize, Client: deadlineClient(deadlineMs, requestQueryTimeoutMs, poolWaitMs) });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  const waitListeners = new Set<(seconds: number) => void>();
  timeCheckouts(pool, (seconds) => {
    for (const listener of waitListeners) listener(seconds);
  });
  refuseConnectionsInsideTransactions(pool);
  const db = drizzle(pool, { schema });
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => transaction((tx) => insideTransaction.run(true, () => work(tx)), config)) as Database['transaction'];
  return {
    db,
    pool,
    // The LISTEN connection idles for hours by design: no statement deadline or idle timeout on it.
    newClient: () => new pg.Client({ connectionString: url, application_name: 'scoreline-live', connectionTimeoutMillis: poolWaitMs }),
    onConnectionWait: (listener) => void waitListeners.add(listener),
    close: () => pool.end(),
  };
}

/**
 * Measures each checkout from asking to having a connection (or failing, at `poolWaitMs`): `pool.query` checks out
 * through `pool.connect` too, so every query and transaction is timed. Wrapped before the transaction guard, which
 * refuses its checkouts before they wait.
 */
function timeCheckouts(pool: pg.Pool, waited: (seconds: number) => void): void {
  const connect = (pool.connect as (...args: unknown[]) => unknown).bind(pool);
  const since = (started: number) => () => waited((performance.now() - started) / 1000);
  (pool as unknown as Record<string, unknown>).connect = (callback?: (...results: unknown[]) => void) => {
    const done = since(performance.now());
    if (typeof callback === 'function')
      return connect((...results: unknown[]) => {
        done();
        callback(...results);
      });
    const checkout = connect() as Promise<unknown>;
    checkout.then(done, done);
    return checkout;
  };
}

/**
 * A transaction holds one pooled connection; if it waited for a second one, enough of them at once would hold
 * every connection while waiting for another, and the server would hang. Asking is refused instead, at once.
 *
 * A callback waiting for a connection runs in the asker's async context: pg-pool calls it from whoever hands a
 * connection back (another request's transaction, a job), and `pool.query` starts its query in that callback, so
 * without this a job's statement could get a finished request's deadline and a request's statement a job's.
 */
function refuseConnectionsInsideTransactions(pool: pg.Pool): void {
  for (const method of ['connect', 'query'] as const) {
    const original = (pool[method] as (...args: unknown[]) => unknown).bind(pool);
    (pool as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const callback = args.at(-1);
      if (!insideTransaction.getStore()) {
        if (method === 'connect' && typeof callback === 'function')
          args[args.length - 1] = AsyncResource.bind(callback as (...a: unknown[]) => unknown);
        return original(...args);
      }
      const error = new SecondConnectionError();
      if (typeof callback === 'function') return void (callback as (e: Error) => void)(error);
      return Promise.reject(error);
    };
  }
}

/** A database or an open transaction: repositories take either, so services decide the transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

import { AsyncLocalStorage } from 'node:async_hooks';
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

// Return `date` columns as 'YYYY-MM-DD' strings and bigint counts as numbers, not Date objects or strings.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Margin between PostgreSQL's own statement timeout (which fires first if it can) and the client's deadline. */
const clientDeadlineMs = (statementTimeoutMs: number) => statementTimeoutMs + Math.min(2_000, statementTimeoutMs);

/**
 * A client whose every query has a deadline. A server that stops answering (frozen, or a network that drops
 * packets) cannot enforce its own statement timeout; past the deadline the connection is cut, so its query and
 * those queued behind it fail at once and the pool discards it, instead of holding it forever.
 */
function deadlineClient(deadlineMs: number): typeof pg.Client {
  return class DeadlineClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      // A cut connection reports an error event; the failed queries carry it to their callers.
      this.on('error', () => undefined);
    }

    override query(...args: unknown[]): never {
      const call = (super.query as (...a: unknown[]) => unknown).bind(this);
      if (!deadlineMs) return call(...args) as never;
      const timer = setTimeout(
        () => (this as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy(),
        deadlineMs,
      );
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
  const { poolSize = 10, poolWaitMs = 5_000, statementTimeoutMs = 30_000 } = options;
  const settings: pg.ClientConfig = {
    connectionString: url,
    application_name: 'scoreline',
    connectionTimeoutMillis: poolWaitMs,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs, idle_in_transaction_session_timeout: statementTimeoutMs } : {}),
  };
  const deadlineMs = statementTimeoutMs ? clientDeadlineMs(statementTimeoutMs) : 0;
  const pool = new pg.Pool({ ...settings, max: poolSize, Client: deadlineClient(deadlineMs) });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  refuseConnectionsInsideTransactions(pool);
  const db = drizzle(pool, { schema });
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => transaction((tx) => insideTransaction.run(true, () => work(tx)), config)) as Database['transaction'];
  return {
    db,
    pool,
    // The LISTEN connection idles for hours by design: no statement deadline or idle timeout on it.
    newClient: () => new pg.Client({ connectionString: url, application_name: 'scoreline-live', connectionTimeoutMillis: poolWaitMs }),
    close: () => pool.end(),
  };
}

/**
 * A transaction holds one pooled connection; if it waited for a second one, enough of them at once would hold
 * every connection while waiting for another, and the server would hang. Asking is refused instead, at once.
 */
function refuseConnectionsInsideTransactions(pool: pg.Pool): void {
  for (const method of ['connect', 'query'] as const) {
    const original = (pool[method] as (...args: unknown[]) => unknown).bind(pool);
    (pool as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      if (!insideTransaction.getStore()) return original(...args);
      const error = new SecondConnectionError();
      const callback = args.at(-1);
      if (typeof callback === 'function') return void (callback as (e: Error) => void)(error);
      return Promise.reject(error);
    };
  }
}

/** A database or an open transaction: repositories take either, so services decide the transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

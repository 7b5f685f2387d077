import { SecondConnectionError } from '../db/client.js';

/**
 * SQLSTATEs meaning "the database cannot serve this now", not "this request is wrong": connection exceptions
 * (class 08), too many connections, the server shutting down or starting, a statement or an idle transaction
 * that ran past its timeout, and lock conflicts PostgreSQL resolved by cancelling us.
 */
const UNAVAILABLE_STATES = new Set(['53300', '57P01', '57P02', '57P03', '57014', '25P03', '40001', '40P01', '55P03']);
const UNAVAILABLE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
/** node-postgres reports a pool wait or a connection it lost in plain messages. */
const UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect/i,
  /^Connection terminated/i,
  /^Client has encountered a connection error/i,
];

/** True when `error` (or what it wraps: drizzle wraps driver errors) says the database is unreachable or busy. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof SecondConnectionError) return false; // a bug in our code, not the database
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNAVAILABLE_NETWORK_CODES.has(code)))
      return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
}

/**
 * A foreign key violation (23503): a row this request pointed at went away while it ran (an account deleted as
 * it joined a group, say). A conflict with another request, not a bug: answered 409.
 */
export function isVanishedReference(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1)
    if ((current as { code?: unknown }).code === '23503') return true;
  return false;
}

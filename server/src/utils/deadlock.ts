/**
 * A transaction the database chose as a deadlock's victim and rolled back: MySQL/MariaDB
 * ER_LOCK_DEADLOCK (1213), PostgreSQL 40P01. InnoDB's manual says to expect them and run the
 * transaction again. Seen (issue #29): an import writing yearly series while the daily horizon
 * job (services/horizon.ts) extended the series it had just written — both write occurrences and
 * bump the read version, in opposite orders — failed record after record on MariaDB.
 * SQLite has one writer at a time, so no deadlocks.
 */
import { retrying, type RetryRule } from './retry';

/** A property of what was thrown, when it is an object (drivers throw Errors with code/errno). */
const fieldOf = (error: unknown, key: 'code' | 'errno'): unknown =>
  typeof error === 'object' && error !== null ? Reflect.get(error, key) : undefined;

export function isDeadlock(error: unknown): boolean {
  const code = fieldOf(error, 'code');
  const errno = fieldOf(error, 'errno');
  return code === 'ER_LOCK_DEADLOCK' || errno === 1213 || code === '40P01';
}

const DEADLOCKS: RetryRule = {
  retryable: isDeadlock,
  attempts: 5,
  maxPauseMs: 200,
  basePauseMs: 10,
};

/** Runs a whole transaction again (after a random pause) while it is a deadlock's victim. */
export const retryingDeadlocks = <T>(write: () => Promise<T>): Promise<T> =>
  retrying(DEADLOCKS, write);

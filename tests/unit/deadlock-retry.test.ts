/**
 * Deadlock victims run again (server/src/utils/deadlock.ts): MySQL/MariaDB's and PostgreSQL's
 * deadlock errors, as their drivers hand them over, and nothing else.
 */
import { isDeadlock, retryingDeadlocks } from '../../server/src/utils/deadlock';

const mysql = Object.assign(new Error('Deadlock found when trying to get lock'), {
  code: 'ER_LOCK_DEADLOCK',
  errno: 1213,
});
const postgres = Object.assign(new Error('deadlock detected'), { code: '40P01' });
const duplicate = Object.assign(new Error('Duplicate entry'), {
  code: 'ER_DUP_ENTRY',
  errno: 1062,
});

it('knows each database’s deadlock, and only that', () => {
  expect(isDeadlock(mysql)).toBe(true);
  expect(isDeadlock(postgres)).toBe(true);
  expect(isDeadlock(duplicate)).toBe(false);
  expect(isDeadlock(new Error('SQLITE_BUSY'))).toBe(false);
  expect(isDeadlock(undefined)).toBe(false);
});

it('runs a victim again until it commits; any other error goes through at once', async () => {
  let calls = 0;
  await expect(
    retryingDeadlocks(async () => {
      calls += 1;
      if (calls < 3) throw postgres;
      return 'committed';
    })
  ).resolves.toBe('committed');
  expect(calls).toBe(3);

  calls = 0;
  await expect(
    retryingDeadlocks(async () => {
      calls += 1;
      throw duplicate;
    })
  ).rejects.toBe(duplicate);
  expect(calls).toBe(1);
});

it('gives up after a few attempts', async () => {
  let calls = 0;
  await expect(
    retryingDeadlocks(async () => {
      calls += 1;
      throw mysql;
    })
  ).rejects.toBe(mysql);
  expect(calls).toBe(5);
});

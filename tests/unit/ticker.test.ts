/**
 * The background jobs' timer (server/src/services/ticker.ts): looks run one after the other, and
 * stopping waits for a look under way, so Strapi never closes the database under a job's write
 * (a CI run on PostgreSQL once aborted a test file's teardown that way).
 */
import { createTicker } from '../../server/src/services/ticker';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('stop resolves only once the look under way has finished, and no look follows', async () => {
  const events: string[] = [];
  const ticker = createTicker(
    async () => {
      events.push('look starts');
      await sleep(50);
      events.push('look ends');
    },
    1,
    5
  );
  ticker.start();
  await sleep(20);
  expect(ticker.running()).toBe(true);
  await ticker.stop();
  events.push('stopped');
  await sleep(30);
  expect(events).toEqual(['look starts', 'look ends', 'stopped']);
  expect(ticker.running()).toBe(false);
});

test('a look that fails is logged by its job, not by stop, and the next one still comes', async () => {
  // Waits for the second look rather than sleeping a fixed time: under CI's load a 40 ms sleep
  // once saw only the first look. A ticker that gave up after a failure times the test out.
  let looks = 0;
  let secondLook: () => void = () => undefined;
  const second = new Promise<void>((resolve) => {
    secondLook = resolve;
  });
  const ticker = createTicker(
    async () => {
      looks += 1;
      if (looks === 2) secondLook();
      throw new Error('database away');
    },
    1,
    5
  );
  ticker.start();
  await second;
  await expect(ticker.stop()).resolves.toBeUndefined();
  expect(looks).toBeGreaterThan(1);
});

/**
 * The jest environment of every test file (unit and API): Node's, plus one clean-up when a file
 * ends — the AsyncLocalStorage stores made while it ran are disabled.
 *
 * Why: jest-circus makes a store per test file (its test-name store) and never disables it, and
 * Node 20 hands every promise the process creates to every enabled store. `npm test` runs its
 * ~120 files in one process, one after another (--runInBand), so the 80th file paid 80 calls per
 * promise: an API file's boot and fixtures took 2 s at the start of the run and 20 s at its end.
 * Measured 2026-11-28 with `node --cpu-prof` over the API suite: Node's async_hooks `_propagate`
 * went from 2% to 25% of the samples between the first third of the run and the last, the garbage
 * collector from 11% to 34%. A store a finished file made never runs again; Strapi's own (loaded
 * once per process, tests/api/helpers/native/) enable themselves again on their next `run`.
 */
const asyncHooks = require('async_hooks');
const { TestEnvironment } = require('jest-environment-node');

const made = new Set();

if (!asyncHooks.AsyncLocalStorage.isTracked) {
  // The subclass replaces the class on Node's one async_hooks module, which jest hands test files
  // and its own per-file modules alike (core modules are not re-evaluated per file).
  class TrackedAsyncLocalStorage extends asyncHooks.AsyncLocalStorage {
    static isTracked = true;
    constructor(...args) {
      super(...args);
      made.add(this);
    }
  }
  asyncHooks.AsyncLocalStorage = TrackedAsyncLocalStorage;
}

class CalendarTestEnvironment extends TestEnvironment {
  async teardown() {
    for (const store of made) store.disable();
    made.clear();
    await super.teardown();
  }
}

module.exports = CalendarTestEnvironment;

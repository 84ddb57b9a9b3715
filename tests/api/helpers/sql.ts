/**
 * The driver-level statement counter of the host app (tests/app/src/bench.js, on with
 * CALENDAR_BENCH_SQL_COUNT=1). It counts every statement the process runs, whoever sends it.
 */
const bench = require('../../app/src/bench') as {
  sqlStatements(): number;
  recordSql(fn: () => Promise<unknown>): Promise<Array<{ sql: string; params: unknown[] }>>;
};

export const recordSql = bench.recordSql;

/**
 * Waits until the process has run no statement for `quietMs` (at most `maxMs`). A write's response
 * leaves work behind: Strapi's Document Service emits its entry events after the transaction
 * commits, each populating the entry with a dozen more statements. On a loaded machine (CI runs
 * three suites at once) that trail of a file's fixture writes was still running when its first
 * reads were counted, and counted with them.
 */
export async function untilNoStatements(quietMs = 300, maxMs = 20000): Promise<void> {
  const step = 50;
  let last = bench.sqlStatements();
  let still = 0;
  for (let waited = 0; still < quietMs && waited < maxMs; waited += step) {
    await new Promise((resolve) => setTimeout(resolve, step));
    const now = bench.sqlStatements();
    still = now === last ? still + step : 0;
    last = now;
  }
}

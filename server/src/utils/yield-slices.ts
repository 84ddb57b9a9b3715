/**
 * Long work that lets the site answer meanwhile (issue #29: an import froze the instance). Work
 * made of awaits is not enough: on SQLite every statement is synchronous (better-sqlite3) and its
 * promise resolves as a microtask, so a run of thousands of statements never returns to the event
 * loop, and no request is even accepted until it ends (a 10 s import of 300 series answered one
 * read, after it). `slices()` gives a function to await between steps that hands the event loop
 * its turn (setImmediate: after pending I/O) once a slice of `sliceMs` has been used.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function slices(sliceMs = 20): () => Promise<void> {
  let started = Date.now();
  return async () => {
    if (Date.now() - started < sliceMs) return;
    await nextTurn();
    started = Date.now();
  };
}

/**
 * The timer of a background job (the recurrence horizon, scheduled publishing): a first look soon
 * after start, then one every `everyMs`, each waiting for the previous one to finish. Unref'd, so
 * it never keeps a stopping process alive; what runs once across instances is the job's lease, not
 * this timer.
 */
export interface Ticker {
  start(): void;
  /** Stops the timer; resolves once a look under way has finished (Strapi then closes the database). */
  stop(): Promise<void>;
  running(): boolean;
}

export function createTicker(
  look: () => Promise<unknown>,
  firstMs: number,
  everyMs: number
): Ticker {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;
  return {
    start() {
      if (timer) return;
      timer = setTimeout(function again() {
        // A job logs its own failures (its look catches them); one that escapes ends this look only.
        current = look()
          .catch(() => undefined)
          .finally(() => {
            current = null;
            if (timer) timer = setTimeout(again, everyMs).unref();
          });
      }, firstMs).unref();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      // A look that began before the stop ends before the database closes under it.
      await current;
    },
    running: () => timer !== null,
  };
}

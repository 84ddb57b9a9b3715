/**
 * The timer of a background job (the recurrence horizon, scheduled publishing): a first look soon
 * after start, then one every `everyMs`, each waiting for the previous one to finish. Unref'd, so
 * it never keeps a stopping process alive; what runs once across instances is the job's lease, not
 * this timer.
 */
export interface Ticker {
  start(): void;
  stop(): void;
  running(): boolean;
}

export function createTicker(
  look: () => Promise<unknown>,
  firstMs: number,
  everyMs: number
): Ticker {
  let timer: NodeJS.Timeout | null = null;
  return {
    start() {
      if (timer) return;
      timer = setTimeout(function again() {
        void look().finally(() => {
          if (timer) timer = setTimeout(again, everyMs).unref();
        });
      }, firstMs).unref();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
    running: () => timer !== null,
  };
}

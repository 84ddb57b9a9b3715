/**
 * What one import may spend (docs/api.md §15.2, the plugin option `importBudget`): a time from its
 * start and a number of problems. A source that never ends, or answers junk page after page, would
 * otherwise keep a run going for hours and store a problem per junk item; past either budget the
 * run stops where it is — reading or writing — and says which budget stopped it.
 */
import type { ImportBudgetConfig } from '../domain/import';

export interface ImportBudget {
  /** Why the run must stop now, given the problems it has so far; null while within budget. */
  exceeded(problems: number): string | null;
}

export function importBudget(
  limits: ImportBudgetConfig,
  now: () => number = Date.now
): ImportBudget {
  const started = now();
  return {
    exceeded(problems) {
      if (problems >= limits.problems)
        return `stopped after ${problems} problems: the import's problem budget (importBudget.problems: ${limits.problems})`;
      const spent = now() - started;
      if (spent >= limits.timeMs)
        return `stopped after ${Math.round(spent / 1000)} s: the import's time budget (importBudget.timeMs: ${limits.timeMs})`;
      return null;
    },
  };
}

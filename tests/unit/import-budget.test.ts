/**
 * An import's budget (server/src/import/budget.ts, docs/api.md §15.2) and its option.
 */
import { importBudget } from '../../server/src/import/budget';
import { defaultConfig, validateConfig, type CalendarConfig } from '../../server/src/config';

test('stops at the problem budget, then at the time budget, saying which', () => {
  let now = 1000;
  const budget = importBudget({ timeMs: 500, problems: 3 }, () => now);
  expect(budget.exceeded(2)).toBeNull();
  expect(budget.exceeded(3)).toBe(
    "stopped after 3 problems: the import's problem budget (importBudget.problems: 3)"
  );
  now += 499;
  expect(budget.exceeded(0)).toBeNull();
  now += 1;
  expect(budget.exceeded(0)).toBe(
    "stopped after 1 s: the import's time budget (importBudget.timeMs: 500)"
  );
});

test('the option defaults to two hours and 1000 problems, and refuses what is not a positive integer', () => {
  expect(defaultConfig.importBudget).toEqual({ timeMs: 7_200_000, problems: 1000 });
  const withBudget = (importBudget: unknown) =>
    ({ ...defaultConfig, importBudget }) as unknown as CalendarConfig;
  expect(() => validateConfig(withBudget({ timeMs: 1, problems: 1 }))).not.toThrow();
  expect(() => validateConfig(withBudget(null))).toThrow(/"importBudget": must be an object/);
  expect(() => validateConfig(withBudget({ timeMs: 0, problems: 1 }))).toThrow(
    /"importBudget.timeMs"/
  );
  expect(() => validateConfig(withBudget({ timeMs: 1, problems: 1.5 }))).toThrow(
    /"importBudget.problems"/
  );
});

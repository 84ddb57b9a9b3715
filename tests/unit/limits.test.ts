/**
 * The one rule for ids and whole numbers (server/src/domain/limits.ts, docs/api.md §5.1): what all
 * three databases hold, at and past the 32-, 53- and 64-bit edges.
 */
import { fitsInteger, isStoredId, MAX_ID, storedIds } from '../../server/src/domain/limits';

test('an id is a whole number from 1 to 2,147,483,647', () => {
  expect(MAX_ID).toBe(2147483647);
  for (const id of [1, 42, 2 ** 31 - 1]) expect(isStoredId(id)).toBe(true);
  for (const id of [0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, 1e40, Infinity, NaN, '1'])
    expect(isStoredId(id)).toBe(false);
  expect(storedIds([3, 2 ** 31, 1, 1e40])).toEqual([3, 1]);
});

test.each([
  ['integer', 2147483647, true],
  ['integer', -2147483648, true],
  ['integer', 2147483648, false],
  ['integer', -2147483649, false],
  ['integer', '2147483647', true],
  ['integer', ' 2147483648 ', false],
  ['integer', 2 ** 53 + 2, false],
  ['biginteger', 2 ** 53 - 1, true],
  ['biginteger', 2 ** 53 + 2, false],
  ['biginteger', '9223372036854775807', true],
  ['biginteger', '-9223372036854775808', true],
  ['biginteger', '9223372036854775808', false],
  ['biginteger', '-9223372036854775809', false],
  ['biginteger', '1.5', false],
] as const)('%s holds %p: %p', (type, value, fits) => {
  expect(fitsInteger(type, value)).toBe(fits);
});

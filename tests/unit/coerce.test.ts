import {
  coerce,
  isBooleanLike,
  isIntegerLike,
  isTruthyFlag,
  matchesType,
  toList,
} from '../../server/src/v1/params/coerce';

describe('WordPress type rules (docs/tec-behaviour.md §1.1 step 5)', () => {
  test.each([
    [1, true],
    ['12', true],
    ['-3', true],
    [' 7 ', true],
    ['1.5', false],
    [1.5, false],
    ['foo', false],
    ['', false],
    ['1e3', false],
    ['99999999999999999999', false],
  ])('integer %p → %p', (value, expected) => expect(isIntegerLike(value)).toBe(expected));

  test.each([
    [true, true],
    ['true', true],
    ['FALSE', true],
    ['1', true],
    ['0', true],
    [1, true],
    [0, true],
    ['', false],
    ['yes', false],
    [2, false],
  ])('boolean %p → %p', (value, expected) => expect(isBooleanLike(value)).toBe(expected));

  test('strings reject JSON numbers and booleans', () => {
    expect(matchesType('string', '2027-01-01')).toBe(true);
    expect(matchesType('string', 1700000000)).toBe(false);
    expect(matchesType('string', true)).toBe(false);
  });

  test('coercion', () => {
    expect(coerce('integer', '42')).toBe(42);
    expect(coerce('boolean', 'True')).toBe(true);
    expect(coerce('boolean', '0')).toBe(false);
    expect(coerce('array', 'a, b,,c')).toEqual(['a', 'b', 'c']);
  });

  test('TEC truthy flags: true/1/yes/on', () => {
    expect(['true', '1', 'yes', 'on', 'YES'].map(isTruthyFlag)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['false', '0', 'no', 'off', 'nope'].map(isTruthyFlag)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('toList: CSV, arrays and qs objects (docs/tec-behaviour.md §1.2)', () => {
  test('CSV with spaces', () => expect(toList(' 1 , 2,3 ')).toEqual(['1', '2', '3']));
  test('arrays, nested CSV items', () =>
    expect(toList(['1', '2,3', 4])).toEqual(['1', '2', '3', '4']));
  test('qs turns more than 100 items into an object keyed by index', () => {
    const obj: Record<string, string> = {};
    for (let i = 0; i < 120; i++) obj[String(i)] = String(i + 1);
    const list = toList(obj);
    expect(list).toHaveLength(120);
    expect(list[0]).toBe('1');
    expect(list[119]).toBe('120');
  });
  test('other values give an empty list', () => {
    expect(toList(null)).toEqual([]);
    expect(toList({ a: 1 })).toEqual([]);
  });
});

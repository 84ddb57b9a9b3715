import { memoize } from '../../server/src/utils/memo';
import { useCaches } from '../../server/src/utils/caches';
import { defaultConfig, validateConfig } from '../../server/src/config';

describe('memoize', () => {
  it('computes once per input, and keeps null and empty results too', () => {
    const seen: string[] = [];
    const f = memoize(
      (k: string) => (seen.push(k), k === 'none' ? null : k === 'empty' ? '' : k.toUpperCase()),
      { max: 10 }
    );
    expect([f('a'), f('a'), f('none'), f('none'), f('empty'), f('empty')]).toEqual([
      'A',
      'A',
      null,
      null,
      '',
      '',
    ]);
    expect(seen).toEqual(['a', 'none', 'empty']);
  });

  it('keeps at most `max` entries, dropping the least recently used', () => {
    const seen: string[] = [];
    const f = memoize((k: string) => (seen.push(k), k), { max: 2 });
    f('a');
    f('b');
    f('a');
    f('c'); // drops b
    f('a');
    f('b');
    expect(seen).toEqual(['a', 'b', 'c', 'b']);
  });

  it('bounds the characters kept, and never keeps inputs over maxKeyLength', () => {
    const seen: string[] = [];
    const f = memoize((k: string) => (seen.push(k), k), {
      max: 100,
      maxChars: 50,
      maxKeyLength: 20,
    });
    const long = 'x'.repeat(21);
    f(long);
    f(long);
    for (const k of ['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc']) f(k); // 21 characters each with its result
    f('aaaaaaaaaa');
    expect(seen).toEqual([long, long, 'aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc', 'aaaaaaaaaa']);
  });
});

describe('the caches switch (utils/caches.ts, option `caches`)', () => {
  afterEach(() => useCaches(true));

  it('off: every call computes, nothing is kept for later; on again: keeps from then on', () => {
    const seen: string[] = [];
    const f = memoize((k: string) => (seen.push(k), k.toUpperCase()), { max: 10 });
    useCaches(false);
    expect([f('a'), f('a')]).toEqual(['A', 'A']);
    useCaches(true);
    expect([f('a'), f('a')]).toEqual(['A', 'A']);
    expect(seen).toEqual(['a', 'a', 'a']);
  });

  it('is a boolean option, on by default', () => {
    expect(defaultConfig.caches).toBe(true);
    expect(() => validateConfig({ ...defaultConfig, caches: 'no' } as never)).toThrow(
      /"caches": must be a boolean/
    );
  });
});

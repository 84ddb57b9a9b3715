/**
 * What the code reads of a thrown value, which TypeScript types `unknown` (anything may be thrown):
 * its members when it has them, the value itself otherwise.
 */

/** A member of a thrown value (`stack`, `message`, `code` of a system error), or undefined. */
export function memberOf(thrown: unknown, key: 'stack' | 'message' | 'code'): unknown {
  if ((typeof thrown !== 'object' && typeof thrown !== 'function') || thrown === null)
    return undefined;
  // Read as `thrown.key` would be, prototype getters included (an Error's stack may be one).
  const value: unknown = Reflect.get(thrown, key);
  return value;
}

/** What a log line shows of a failure: its stack, else the value. */
export const stackOf = (thrown: unknown): unknown => memberOf(thrown, 'stack') ?? thrown;

/** What a stored report says of a failure: its message, else the value, as text. */
export const messageOf = (thrown: unknown): string => String(memberOf(thrown, 'message') ?? thrown);

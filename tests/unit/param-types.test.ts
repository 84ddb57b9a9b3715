/**
 * The parsed arguments' types are read off their definitions (server/src/v1/params/types.ts):
 * checked by `npm run typecheck`, which compiles this file. Each `Is<…>` must be `true`, and each
 * `@ts-expect-error` must find an error: a parameter read with the wrong type, or one its route
 * does not have, does not compile.
 */
import { eventListParams } from '../../server/src/v1/params/event-list';
import { eventCreateParams } from '../../server/src/v1/params/event-write';
import { termListParams } from '../../server/src/v1/params/terms';
import { param, type ParamsOf, type ParsedParams } from '../../server/src/v1/params/types';
import type { RouteOf } from '../../server/src/v1/route-tables';
import type { PostStatus } from '../../server/src/domain/visibility';
import type { TermOrderBy } from '../../server/src/domain/terms';
import type { TermRef } from '../../server/src/domain/events';
import type { RemoteImage } from '../../server/src/v1/params/image';

type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const is = <T extends true>(): T | true => true;

type EventList = ParsedParams<(typeof eventListParams)[number]>;
type EventCreate = ParsedParams<(typeof eventCreateParams)[number]>;
type TermList = ParsedParams<ReturnType<typeof termListParams>[number]>;

test('each kind of definition gives its type: parse, enum, coerced type, or the wire value', () => {
  const checks = [
    // A default is applied before validation: always there.
    is<Same<EventList['page'], number>>(),
    is<Same<EventList['context'], 'view' | 'embed' | 'edit'>>(),
    is<Same<EventList['strict_dates'], boolean>>(),
    // Sent or not.
    is<Same<EventList['categories'], number[] | undefined>>(),
    is<Same<EventList['status'], PostStatus[] | undefined>>(),
    is<Same<EventList['start_date'], string | number | undefined>>(),
    is<Same<EventList['geoloc_lat'], number | undefined>>(),
    is<Same<TermList['orderby'], TermOrderBy>>(),
    is<Same<TermList['order'], 'asc' | 'desc'>>(),
    is<Same<EventCreate['categories'], TermRef[] | undefined>>(),
    is<Same<EventCreate['image'], number | RemoteImage | null | undefined>>(),
    is<Same<EventCreate['translation_of'], string | null | undefined>>(),
  ];
  expect(checks.every(Boolean)).toBe(true);
});

test('required definitions are always there; a new one is typed without a type written', () => {
  const defs = [
    param({ name: 'n', in: 'query', type: 'integer', required: true, description: '' }),
    param({ name: 'flag', in: 'query', type: 'boolean', description: '' }),
    param({ name: 'pick', in: 'query', enum: ['a', 'b'], default: 'a', description: '' }),
    param({ name: 'raw', in: 'body', description: '' }),
  ];
  const checks = [
    is<Same<ParsedParams<(typeof defs)[number]>['n'], number>>(),
    is<Same<ParsedParams<(typeof defs)[number]>['flag'], boolean | undefined>>(),
    is<Same<ParsedParams<(typeof defs)[number]>['pick'], 'a' | 'b'>>(),
    is<Same<ParsedParams<(typeof defs)[number]>['raw'], unknown>>(),
  ];
  expect(checks.every(Boolean)).toBe(true);
  expect(defs.map((d) => d.name)).toEqual(['n', 'flag', 'pick', 'raw']);
});

test("a handler's arguments are those of the routes it serves", () => {
  const read = (p: ParamsOf<RouteOf<'events.findOne'>>) => ('id' in p ? p.id : p.slug);
  const list = (p: ParamsOf<RouteOf<'events.find'>>) => p.search;
  // @ts-expect-error -- a list route has no `id`.
  const wrongName = (p: ParamsOf<RouteOf<'events.find'>>) => p.id;
  // @ts-expect-error -- `categories` parses into ids, not text.
  const wrongType = (p: ParamsOf<RouteOf<'events.find'>>): string[] | undefined => p.categories;
  expect([read, list, wrongName, wrongType].every((f) => typeof f === 'function')).toBe(true);
});

/**
 * The events list mapped: single events as they are; occurrences of a recurring series (this API,
 * docs/api.md §12.3) grouped by series, each series read once by id with its rule, and only the
 * occurrences that differ from their series kept, as its exceptions.
 */
import { isFetchError } from '../../utils/remote-fetch';
import { describeAnswer, type Answer, type TecClient } from './client';
import { collect, merge, type Collected } from './collect';
import { singleQuery } from './lists';
import { mapEvent } from './map-event';
import { routeUrl, type Namespace } from './namespace';
import type { TecReadOptions } from './options';
import { isException, mapException, mapSeries, splitOccurrences } from './recurring';
import { isObject, type Raw } from './text';

interface Context {
  ns: Namespace;
  client: TecClient;
  options: TecReadOptions;
  /** The list's URL, named by problems. */
  source: string;
}

async function getSeries(id: string, ctx: Context): Promise<Raw | string> {
  const url = routeUrl(ctx.ns, `events/${id}`, singleQuery(ctx.options));
  let answer: Answer;
  try {
    answer = await ctx.client.get(url);
  } catch (error) {
    if (isFetchError(error)) return error.message;
    throw error;
  }
  if (answer.status === 200 && isObject(answer.json)) return answer.json;
  return `${url} answered ${describeAnswer(answer)}`;
}

async function readSeries(id: string, occurrences: Raw[], ctx: Context): Promise<Collected> {
  const series = await getSeries(id, ctx);
  if (typeof series === 'string') {
    const message = `a recurring series (${occurrences.length} occurrences listed) could not be read: ${series}`;
    return { records: [], problems: [{ source: ctx.source, record: `event ${id}`, message }] };
  }
  const own = collect([series], 'event', ctx.source, mapSeries);
  if (own.problems.length) return own;
  const exceptions = collect(occurrences, 'event', ctx.source, (o) =>
    isException(o, series) ? [mapException(o, id)] : []
  );
  return merge(own, exceptions);
}

export async function mapEvents(items: unknown[], ctx: Context): Promise<Collected> {
  const { singles, series } = splitOccurrences(items as Raw[]);
  const parts = [collect(singles, 'event', ctx.source, (rec) => mapEvent(rec))];
  for (const [id, occurrences] of series) parts.push(await readSeries(id, occurrences, ctx));
  return merge(...parts);
}

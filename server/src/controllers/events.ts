/**
 * One short action per route: parse → service → serialize → respond (docs/tec-behaviour.md §2.2 handler steps).
 */
import type { Core } from '@strapi/strapi';
import type { EventRow } from '../domain/types';
import { ApiError, invalidParams } from '../v1/errors';
import { eventInput } from '../v1/params/event-write';
import { eventListQuery, type EventListRequest } from '../v1/params/event-list';
import type { EventWriteArgs } from '../v1/params/event-write';
import type { EventInput } from '../domain/events';
import type { ApiRequest } from '../v1/request';
import { envelopeJson, postArchive } from '../v1/serializers/archive';
import { serializeEvent } from '../v1/serializers/event';
import type { SkipEmbed } from '../services/read-path/events';
import { newestOf, readView, type ViewArgs } from './event-read-view';
import { endpoint, type Preconditions } from './endpoint';
import { withRemoteImages } from './remote-images';
import { getService } from '../utils/get-service';
import { SeriesWriteError } from '../services/series-writes';

const UPDATE = 'plugin::calendar.events.update';

/**
 * Write responses show the record as written: a caller who may edit the event sees a
 * password-protected one whole, as with context=edit. (TEC blanks it unless the request also
 * carries the password, so an editor's own update came back empty.)
 */
const writeView = (p: object): ViewArgs => ({ ...p, context: 'edit' });

/** Update and delete evaluate If-Match from the row they load anyway (assertPreconditions). */
const OWN_PRECONDITIONS = { preconditions: 'handler' } as const;

/** A single-record route's argument naming it: `{id}` or `by-slug/{slug}` (v1/routes.ts). */
type RecordNamed = { id: number } | { slug: string };

const notFound = (id: number | string) =>
  new ApiError('rest-event-not-found', 404, 'rest-event-not-found', { id });

/** A scoped series write refused by the service (nothing written): the API's error, not a 500. */
async function seriesWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof SeriesWriteError)) throw error;
    if (error.kind === 'gone') throw notFound(error.seriesId ?? '');
    throw invalidParams({ scope: { message: error.message } });
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const events = () => getService(strapi, 'events');
  const writes = () => getService(strapi, 'eventWrites');
  const records = () => getService(strapi, 'records');
  const series = () => getService(strapi, 'seriesWrites');

  async function render(req: ApiRequest, rows: EventRow[], p: ViewArgs, jsonLd: boolean) {
    const mayEdit = await req.caller.can(UPDATE);
    const { translations } = await events().extras(rows);
    const out = req.output(translations, {
      password: p.password,
      edit: p.context === 'edit' && mayEdit,
    });
    return rows.map((row) =>
      serializeEvent(row, out, { jsonLd, currencyCode: req.config.currencyCode })
    );
  }

  const viewOf = async (req: ApiRequest, p: ViewArgs, jsonLd: boolean) =>
    readView(strapi, (rows) => events().extras(rows), {
      req,
      p,
      mayEdit: await req.caller.can(UPDATE),
      jsonLd,
    });

  /**
   * The event a single-record route names, in the request's language (docs/api.md §2): by id (of any
   * language version) or by slug. Unknown → 404 rest-event-not-found (TEC, also for slugs: docs/api.md §1).
   */
  async function located(
    req: ApiRequest,
    p: RecordNamed,
    skip?: SkipEmbed
  ): Promise<{ row: EventRow; version: unknown }> {
    const id =
      'id' in p
        ? await events().versionIn(p.id, req.lang)
        : await events().idBySlug(p.slug, req.lang);
    const found = id === null ? null : await events().read(id, await req.caller.can(UPDATE), skip);
    if (!found?.row) throw notFound('id' in p ? p.id : p.slug);
    return { row: found.row, version: found.version };
  }

  const target = async (req: ApiRequest, p: RecordNamed): Promise<EventRow> =>
    (await located(req, p)).row;

  /** docs/tec-behaviour.md §2.2 single GET steps 3–5: trash, visibility, password. */
  async function assertReadable(req: ApiRequest, row: EventRow, p: ViewArgs) {
    const mayEdit = await req.caller.can(UPDATE);
    if (row.postStatus === 'trash' && !mayEdit)
      throw new ApiError('event-no-longer-available', 403);
    if (row.postStatus !== 'publish' && !mayEdit) throw new ApiError('event-not-accessible', 403);
    const unlocked =
      !row.password || (p.context === 'edit' && mayEdit) || p.password === row.password;
    if (!unlocked) throw new ApiError('event-password-protected', 403);
  }

  /**
   * If-Match / If-None-Match on a write (docs/api.md §9): compared with the bodies a GET of this event
   * may answer the caller — opened by edit rights or by its password — rendered from the row just
   * loaded, so the check costs no query. Before anything is written.
   */
  async function assertPreconditions(req: ApiRequest, row: EventRow, preconditions: Preconditions) {
    if (!preconditions.present) return;
    const views: ViewArgs[] = [
      { context: 'view' },
      { context: 'edit' },
      { context: 'view', password: row.password ?? undefined },
    ];
    preconditions.assert(
      await Promise.all(views.map(async (view) => (await render(req, [row], view, true))[0]))
    );
  }

  /** `translation_of` creates a language version; one that exists already is a 400 (docs/api.md §2). */
  async function assertNoVersion(req: ApiRequest, documentId: string) {
    const versions = await records().translations('event', [documentId]);
    if (versions.get(documentId)?.[req.lang] !== undefined) {
      throw new ApiError('rest_translation_exists', 400, 'rest_translation_exists', {
        lang: req.lang,
      });
    }
  }

  /** A page of events in TEC's `events` envelope (docs/api.md §6.1). */
  async function list(req: ApiRequest, p: ViewArgs, request: EventListRequest, base: string) {
    const { query, echo } = request;
    const view = await viewOf(req, p, false);
    const page = await events().list(query, await req.caller.can(UPDATE), view.skip);
    if (!page.rows.length && query.page > 1)
      throw new ApiError('event-archive-page-not-found', 404);
    const items = await view.render(page.rows, page.version);
    const archive = postArchive({
      key: 'events',
      items: [],
      base,
      echo,
      page: query.page,
      perPage: query.perPage,
      total: page.total,
    });
    return {
      body: envelopeJson(
        archive.body,
        'events',
        items.map((item) => item.json)
      ),
      headers: archive.headers,
      lastModified: newestOf(items),
    };
  }

  /** Update of the record `existing` names: an occurrence with its scope, a series, or a single event. */
  async function write(
    existing: EventRow,
    p: EventWriteArgs,
    input: EventInput
  ): Promise<EventRow> {
    if (existing.occurrence) {
      const scope = p.scope ?? 'this';
      if (scope === 'this' && input.recurrence !== undefined)
        throw invalidParams({
          recurrence: {
            message:
              'A rule belongs to the whole series: send it with scope=following or scope=all.',
          },
        });
      return seriesWrite(() => series().update(existing, input, scope));
    }
    if (existing.recurrence) return seriesWrite(() => series().updateSeries(existing, input));
    return writes().update(existing, input);
  }

  return {
    find: endpoint(strapi, 'events.find', async (req, route) => {
      const p = await req.params(route);
      return list(req, p, eventListQuery(p, req.paramContext()), `${req.root}/events/`);
    }),

    /** GET /events/{id}/occurrences: the series of any of its occurrences, or the series itself (docs/api.md §12). */
    occurrences: endpoint(strapi, 'occurrences.find', async (req, route) => {
      const p = await req.params(route);
      const row = await target(req, p);
      await assertReadable(req, row, p);
      const seriesId = row.occurrence?.seriesId ?? (row.recurrence ? row.id : null);
      if (seriesId === null)
        throw new ApiError('event-not-recurring', 400, 'event-not-recurring', { id: row.id });
      return list(
        req,
        p,
        eventListQuery(p, req.paramContext(), seriesId),
        `${req.root}/events/${seriesId}/occurrences/`
      );
    }),

    findOne: endpoint(strapi, 'events.findOne', async (req, route) => {
      const p = await req.params(route);
      const view = await viewOf(req, p, true);
      const { row, version } = await located(req, p, view.skip);
      await assertReadable(req, row, p);
      const [item] = await view.render([row], version);
      return { body: item.json, lastModified: item.modified };
    }),

    create: endpoint(strapi, 'events.create', async (req, route) => {
      const p = await req.params(route);
      // Checked before any image download, so a refused translation leaves nothing to clean up.
      if (typeof p.translation_of === 'string') await assertNoVersion(req, p.translation_of);
      const id = await withRemoteImages(strapi, req, p, async () => {
        const input = eventInput(p, req.paramContext(), null);
        if (input.authorId === undefined && req.caller.userId !== null)
          input.authorId = req.caller.userId;
        return writes().insert(input, req.lang);
      });
      if (req.answer === 'id') return { status: 201, body: { id } };
      const [body] = await render(req, [await writes().reload(id)], writeView(p), false);
      return { status: 201, body, headers: { Location: body.rest_url } };
    }),

    update: endpoint(
      strapi,
      'events.update',
      async (req, route, preconditions) => {
        const p = await req.params(route);
        const existing = await target(req, p);
        await assertPreconditions(req, existing, preconditions);
        const row = await withRemoteImages(strapi, req, p, async () =>
          write(existing, p, eventInput(p, req.paramContext(), existing))
        );
        return { body: (await render(req, [row], writeView(p), false))[0] };
      },
      OWN_PRECONDITIONS
    ),

    delete: endpoint(
      strapi,
      'events.delete',
      async (req, route, preconditions) => {
        const p = await req.params(route);
        const named = await target(req, p);
        await assertPreconditions(req, named, preconditions);
        const scope = p.scope ?? 'this';
        // An occurrence: `this` excludes it, `following` ends the series before it (docs/api.md §12).
        if (named.occurrence && scope !== 'all') {
          const [body] = await render(req, [named], writeView(p), false);
          await seriesWrite(() => series().remove(named, scope));
          return { body };
        }
        const existing = named.occurrence
          ? await seriesWrite(() => series().seriesOf(named))
          : named;
        if (p.force === true) {
          const [body] = await render(req, [existing], writeView(p), false);
          await writes().destroy(existing);
          return { body };
        }
        if (existing.postStatus === 'trash') throw new ApiError('event-is-in-trash', 410);
        return {
          body: (await render(req, [await writes().trash(existing)], writeView(p), false))[0],
        };
      },
      OWN_PRECONDITIONS
    ),
  };
};

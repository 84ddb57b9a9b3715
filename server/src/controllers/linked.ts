/**
 * Venues and organizers: one controller shape for both kinds (docs/tec-behaviour.md §2.2, venue and organizer
 * handler steps). Unknown ids and slugs answer 400 rest_invalid_param, like TEC's argument
 * validation does (docs/api.md §1).
 */
import type { Core } from '@strapi/strapi';
import type { LinkedRow } from '../services/linked';
import type { LinkedKind } from '../domain/linked';
import type { OrganizerRow, VenueRow } from '../domain/types';
import { ApiError, invalidParams } from '../v1/errors';
import { message } from '../v1/messages';
import { linkedInput, linkedListQuery, updateAction } from '../v1/params/linked';
import type { ApiRequest } from '../v1/request';
import { postArchive } from '../v1/serializers/archive';
import { serializeOrganizer, serializeVenue } from '../v1/serializers/linked';
import { inLanguage } from '../v1/urls';
import { endpoint } from './endpoint';
import type { ViewArgs } from './event-read-view';
import { withRemoteImages } from './remote-images';
import { getService } from '../utils/get-service';

const PLURAL = { venue: 'venues', organizer: 'organizers' } as const;

export function linkedController(strapi: Core.Strapi, kind: LinkedKind) {
  const linked = () => getService(strapi, 'linked');
  const records = () => getService(strapi, 'records');

  async function render(req: ApiRequest, rows: LinkedRow[], p: ViewArgs, jsonLd: boolean) {
    const mayEdit = await req.caller.can(updateAction(kind));
    const translations = await records().translations(
      kind,
      rows.map((r) => r.documentId)
    );
    const out = req.output(translations, {
      password: p.password,
      edit: p.context === 'edit' && mayEdit,
    });
    return rows.map((row) =>
      kind === 'venue'
        ? serializeVenue(row as VenueRow, out, { jsonLd })
        : serializeOrganizer(row as OrganizerRow, out, { jsonLd })
    );
  }

  /** The record a single route names (id of any language version, or slug), in the request's language. */
  async function target(req: ApiRequest, p: { id: number } | { slug: string }): Promise<LinkedRow> {
    const bySlug = !('id' in p);
    const id =
      'id' in p
        ? ((await records().resolveIds(kind, [p.id], req.lang, false)) ?? [null])[0]
        : await linked().idBySlug(kind, p.slug, req.lang);
    const row = id === null ? null : await linked().findById(kind, id);
    if (!row)
      throw invalidParams({
        [bySlug ? 'slug' : 'id']: { message: message('invalid_parameter', req.lang) },
      });
    return row;
  }

  return {
    find: endpoint(strapi, `${PLURAL[kind]}.find` as const, async (req, route) => {
      const p = await req.params(route);
      const { query, echo } = linkedListQuery(kind, p, req.paramContext());
      const page = await linked().list(kind, query);
      if (!page.rows.length && query.page > 1)
        throw new ApiError(`${kind}-archive-page-not-found`, 404);
      const items = await render(req, page.rows, p, false);
      const archive = postArchive({
        key: PLURAL[kind],
        items,
        base: `${req.root}/${PLURAL[kind]}/`,
        echo,
        page: query.page,
        perPage: query.perPage,
        total: page.total,
      });
      return { body: archive.body, headers: archive.headers };
    }),

    /** Non-published records need the update action; protected ones answer 200 blanked (docs/tec-behaviour.md §2.2). */
    findOne: endpoint(strapi, `${PLURAL[kind]}.findOne` as const, async (req, route) => {
      const p = await req.params(route);
      const row = await target(req, p);
      if (row.postStatus !== 'publish' && !(await req.caller.can(updateAction(kind))))
        throw new ApiError(`${kind}-not-accessible`, 403);
      return { body: (await render(req, [row], p, true))[0] };
    }),

    /** 201 with the existing record when it is a duplicate (docs/tec-behaviour.md §4.3 de-duplication). */
    create: endpoint(strapi, `${PLURAL[kind]}.create` as const, async (req, route) => {
      const p = await req.params(route);
      const row = await withRemoteImages(strapi, req, p, async () => {
        const input = linkedInput(kind, p, req.paramContext(), null);
        if (input.data.authorId === undefined && req.caller.userId !== null)
          input.data.authorId = req.caller.userId;
        return linked().create(kind, input, req.lang);
      });
      const [body] = await render(req, [row], { ...p, context: 'edit' }, false);
      // A record of another language than the root's is read back with translation_language (docs/api.md §2).
      const location = inLanguage(
        `${req.root}/${PLURAL[kind]}/${row.id}`,
        row.locale,
        req.rootLang
      );
      return { status: 201, body, headers: { Location: location } };
    }),

    update: endpoint(strapi, `${PLURAL[kind]}.update` as const, async (req, route) => {
      const p = await req.params(route);
      const existing = await target(req, p);
      const row = await withRemoteImages(strapi, req, p, async () =>
        linked().update(kind, existing, linkedInput(kind, p, req.paramContext(), existing))
      );
      return { body: (await render(req, [row], { ...p, context: 'edit' }, false))[0] };
    }),

    delete: endpoint(strapi, `${PLURAL[kind]}.delete` as const, async (req, route) => {
      const p = await req.params(route);
      const existing = await target(req, p);
      if (p.force === true) {
        const [body] = await render(req, [existing], { ...p, context: 'edit' }, false);
        await linked().destroy(kind, existing);
        return { body };
      }
      if (existing.postStatus === 'trash') throw new ApiError(`${kind}-is-in-trash`, 410);
      return {
        body: (
          await render(
            req,
            [await linked().trash(kind, existing)],
            { ...p, context: 'edit' },
            false
          )
        )[0],
      };
    }),
  };
}

export const venues = ({ strapi }: { strapi: Core.Strapi }) => linkedController(strapi, 'venue');
export const organizers = ({ strapi }: { strapi: Core.Strapi }) =>
  linkedController(strapi, 'organizer');

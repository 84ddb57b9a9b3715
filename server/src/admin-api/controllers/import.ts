/**
 * The Import page's routes (docs/api.md §15): start a run, follow it, list the recent ones, and the
 * page's options. The route policies have checked plugin::calendar.import (routes.ts); the importer
 * then writes as the site itself, as the command line does.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors, validateYupSchema, yup } from '@strapi/utils';
import { pluginConfig } from '../../config';
import { UID } from '../../domain/records';
import { isStoredId } from '../../domain/limits';
import type {
  CancelImportRun,
  GetImportOptions,
  GetImportRun,
  GetImportRuns,
  StartImportRun,
} from '../../../../contracts/import-admin';
import { importRunSchema } from '../import-bodies';
import { importRequestBody } from '../import-upload';
import { answerConflict } from '../conflict';
import { getService } from '../../utils/get-service';

interface AdminUser {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
}

/** The administrator as Recent imports names them: their username, else their name, else e-mail. */
const adminUser = (user: AdminUser | undefined) =>
  user
    ? {
        id: user.id,
        name:
          user.username ||
          [user.firstname, user.lastname].filter(Boolean).join(' ') ||
          user.email ||
          null,
      }
    : null;

/**
 * A route's `:id`, or a 404: an id that cannot exist (domain/limits.ts: ten digits reach past the
 * id columns' 32 bits, which PostgreSQL refuses in the statement) is unknown, like one that does not.
 */
export function idParam(ctx: Context, what: string): number {
  const id = /^[1-9]\d{0,9}$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : NaN;
  if (!isStoredId(id)) throw new errors.NotFoundError(`This ${what} does not exist`);
  return id;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const runs = () => getService(strapi, 'importRuns');
  const config = () => pluginConfig(strapi);

  return {
    async options(ctx: Context) {
      const { languages } = config();
      const schema = yup.object({ locale: yup.string().oneOf(languages) });
      const query: GetImportOptions.Request['query'] = await validateYupSchema(schema, {
        strict: false,
      })(ctx.query);
      const locale = query.locale ?? languages[0];
      const categories = await strapi.db.query(UID.category).findMany({
        select: ['id', 'name'],
        where: { locale },
        orderBy: { name: 'asc' },
      });
      ctx.body = {
        data: { locale, languages, maxBytes: config().importFetch.maxBytes, categories },
      } satisfies GetImportOptions.Response;
    },

    async start(ctx: Context) {
      const { languages, importFetch } = config();
      // JSON (a URL, or a small file's text) or multipart form data (a file: import-upload.ts).
      const body: StartImportRun.Request['body'] = await validateYupSchema(
        importRunSchema({ languages, maxBytes: importFetch.maxBytes })
      )(await importRequestBody(ctx, importFetch.maxBytes));
      const run = await runs().start(
        { ...body, lang: body.lang ?? languages[0] },
        adminUser((ctx.state as { user?: AdminUser }).user)
      );
      ctx.status = 202;
      ctx.body = { data: run } satisfies StartImportRun.Response;
    },

    async list(ctx: Context) {
      ctx.body = { data: await runs().list() } satisfies GetImportRuns.Response;
    },

    async cancel(ctx: Context) {
      const run = await runs().cancel(idParam(ctx, 'import run'));
      if (!run) throw new errors.NotFoundError('This import run does not exist');
      if (run === 'ended')
        return answerConflict(ctx, 'This import run has ended: there is nothing to cancel');
      ctx.status = 202;
      ctx.body = { data: run } satisfies CancelImportRun.Response;
    },

    async findOne(ctx: Context) {
      const run = await runs().get(idParam(ctx, 'import run'));
      if (!run) throw new errors.NotFoundError('This import run does not exist');
      ctx.body = { data: run } satisfies GetImportRun.Response;
    },
  };
};

/** Settings → Events Calendar: read and replace the calendar settings (routes need plugin::calendar.settings). */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateYupSchema } from '@strapi/utils';
import type { GetSettings, UpdateSettings } from '../../../../contracts/settings';
import { settingsSchema } from '../settings';
import { getService } from '../../utils/get-service';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => getService(strapi, 'adminSettings');

  return {
    async find(ctx: Context) {
      ctx.body = { data: await settings().get() } satisfies GetSettings.Response;
    },

    async update(ctx: Context) {
      const body = (await validateYupSchema(settingsSchema)(
        ctx.request.body
      )) as UpdateSettings.Request['body'];
      ctx.body = { data: await settings().set(body) } satisfies UpdateSettings.Response;
    },
  };
};

/** Settings → Events Calendar: read and replace the calendar settings (routes need plugin::calendar.settings). */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { validateYupSchema } from '@strapi/utils';
import { settingsSchema, type CalendarSettings } from '../settings';
import { getService } from '../../utils/get-service';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => getService(strapi, 'adminSettings');

  return {
    async find(ctx: Context) {
      ctx.body = { data: await settings().get() };
    },

    async update(ctx: Context) {
      const body = (await validateYupSchema(settingsSchema)(ctx.request.body)) as CalendarSettings;
      ctx.body = { data: await settings().set(body) };
    },
  };
};

/**
 * Settings → Events Calendar → Subscriptions: iCalendar feeds refreshed on a schedule (docs/api.md
 * §15.3). The route policies have checked plugin::calendar.import (routes.ts).
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors, validateYupSchema } from '@strapi/utils';
import { pluginConfig } from '../../config';
import { UID } from '../../domain/records';
import type { SubscriptionInput, SubscriptionView } from '../../../../contracts/calendar';
import type { GetSubscriptions, SaveSubscription } from '../../../../contracts/import-admin';
import { subscriptionSchema } from '../import-bodies';
import { getService } from '../../utils/get-service';
import { idParam } from './import';
import { answerConflict } from '../conflict';

const SUBSCRIPTION = 'plugin::calendar.subscription';
const BUSY = 'This subscription is being refreshed now; its counts will show when it ends';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const subscriptions = () => getService(strapi, 'subscriptions');

  /** The body, with its categories checked against the feed's language (ids of another one never match). */
  async function input(ctx: Context): Promise<SubscriptionInput> {
    const schema = subscriptionSchema(pluginConfig(strapi).languages);
    const body = (await validateYupSchema(schema)(ctx.request.body)) as SubscriptionInput;
    const found = await strapi.db.query(UID.category).findMany({
      select: ['id'],
      where: { id: { $in: body.categories }, locale: body.lang },
    });
    const known = new Set(found.map((c: { id: number }) => c.id));
    const unknown = body.categories.filter((id) => !known.has(id));
    if (unknown.length)
      throw new errors.ValidationError(`No category ${unknown.join(', ')} in ${body.lang}`, {
        errors: [
          { path: ['categories'], message: `No category ${unknown.join(', ')} in ${body.lang}` },
        ],
      });
    return body;
  }

  const missing = () => new errors.NotFoundError('This subscription does not exist');
  const found = (view: SubscriptionView | null) => {
    if (!view) throw missing();
    return view;
  };

  /** The services' remove does not say whether the row was there: the 404 is asked first. */
  async function existing(ctx: Context): Promise<number> {
    const id = idParam(ctx, 'subscription');
    if (!(await strapi.db.query(SUBSCRIPTION).findOne({ select: ['id'], where: { id } })))
      throw missing();
    return id;
  }

  return {
    async find(ctx: Context) {
      ctx.body = { data: await subscriptions().list() } satisfies GetSubscriptions.Response;
    },

    async create(ctx: Context) {
      const created = await subscriptions().create(await input(ctx));
      ctx.status = 201;
      ctx.body = { data: created } satisfies SaveSubscription.Response;
    },

    async update(ctx: Context) {
      const id = idParam(ctx, 'subscription');
      const updated = await subscriptions().update(id, await input(ctx));
      ctx.body = { data: found(updated) } satisfies SaveSubscription.Response;
    },

    async delete(ctx: Context) {
      await subscriptions().remove(await existing(ctx));
      ctx.status = 204;
    },

    /**
     * Waits for the refresh: the settings page shows its counts as soon as it answers. A refresh
     * already under way (the schedule's, on any instance) is not started twice: 409.
     */
    async refresh(ctx: Context) {
      const refreshed = await subscriptions().refresh(idParam(ctx, 'subscription'));
      if (refreshed === 'busy') return answerConflict(ctx, BUSY);
      ctx.body = { data: found(refreshed) } satisfies SaveSubscription.Response;
    },
  };
};

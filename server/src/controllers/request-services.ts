/**
 * What a request of the wire layer needs from outside it: the records service's look-up of the
 * references its arguments name, the caller from Strapi's auth, and the site's own fields of the
 * content types. Built here, at the edge, so v1/ does no I/O.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { createCaller } from '../auth/caller';
import { getService } from '../utils/get-service';
import { siteFieldsOf } from '../services/site-fields';
import type { RequestServices } from '../v1/request';

export const requestServices = (strapi: Core.Strapi, ctx: Context): RequestServices => ({
  resolveRefs: (queries, lang) => getService(strapi, 'records').resolveRefs(queries, lang),
  caller: createCaller(strapi, ctx.state.auth),
  siteFields: siteFieldsOf(strapi),
});

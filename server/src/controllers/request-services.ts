/**
 * What a request of the wire layer needs from outside it: the records service's existence checks
 * and the caller from Strapi's auth. Built here, at the edge, so v1/ does no I/O.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { createCaller } from '../auth/caller';
import { getService } from '../utils/get-service';
import type { RequestServices } from '../v1/request';

export const requestServices = (strapi: Core.Strapi, ctx: Context): RequestServices => ({
  lookup: getService(strapi, 'records').lookup,
  caller: createCaller(strapi, ctx.state.auth),
});

/**
 * WordPress core's `users/me` (docs/api.md §16.1): who the credentials name. A read action (so
 * read-only tokens may ask, and the Public role holds it), which anonymous callers reach and are
 * refused here, with WordPress's 401 rest_not_logged_in.
 */
import type { Core } from '@strapi/strapi';
import { ApiError } from '../v1/errors';
import { serializeWpUser } from '../v1/wp/user';
import { endpoint } from './endpoint';

export const wpUsers = ({ strapi }: { strapi: Core.Strapi }) => ({
  findOne: endpoint(strapi, 'wpUsers.findOne', async (req, route) => {
    const p = await req.params(route);
    const me = req.caller.identity;
    if (!me) throw new ApiError('rest_not_logged_in', 401);
    return {
      body: serializeWpUser(me, { root: req.root, site: req.site, edit: p.context === 'edit' }),
    };
  }),
});

/**
 * GET /events/{id}/occurrences has a handler of its own, so its action (`occurrences.find`) is a
 * read that roles and read-only API tokens are granted like the others; the work is the events
 * controller's.
 */
import type { Core } from '@strapi/strapi';
import events from './events';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  find: events({ strapi }).occurrences,
});

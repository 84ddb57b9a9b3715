/**
 * The namespace index (`GET {ns}/`) and the OpenAPI document (`GET {ns}/doc`), both generated from
 * the route table on each request: the root and the language are the request's (docs/api.md §1, §8).
 * Two controllers with one `find` each, so each is its own grantable read action.
 */
import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import { siteZone } from '../config';
import { NAMESPACE, WP_CORE_NAMESPACE, WP_NAMESPACE } from '../v1/urls';
import { wordpressIndex } from '../v1/docs/wordpress-index';
import type { DocContext } from '../v1/docs/context';
import { namespaceIndex } from '../v1/docs/namespace-index';
import { openApiDocument } from '../v1/docs/openapi';
import type { ApiRequest } from '../v1/request';
import { routes } from '../v1/routes';
import { wpRoutes } from '../v1/wp/routes';
import { endpoint } from './endpoint';

const contextOf = (req: ApiRequest): DocContext => ({
  root: req.root,
  lang: req.lang,
  config: req.config,
  // On WordPress's paths the namespace is TEC's own (docs/api.md §1.6).
  namespace: req.wordpress ? WP_NAMESPACE : NAMESPACE,
  siteFields: req.paramContext().siteFields,
});

export const namespace = ({ strapi }: { strapi: Core.Strapi }) => ({
  find: endpoint(strapi, 'namespace.find', async (req, route) => {
    await req.params(route);
    const index = namespaceIndex(routes, contextOf(req));
    if (!req.wordpress?.index) return { body: index };
    const zone = siteZone(req.config);
    // WordPress core's routes served here (docs/api.md §16), on the same WordPress root.
    const core = namespaceIndex(wpRoutes, {
      ...contextOf(req),
      namespace: WP_CORE_NAMESPACE,
      root: `${req.wordpress.base}/${WP_CORE_NAMESPACE}`,
    });
    return {
      body: wordpressIndex([index, core], {
        home: req.site,
        url: req.origin,
        timezone: zone,
        gmtOffset: DateTime.now().setZone(zone).offset / 60,
      }),
    };
  }),
});

export const doc = ({ strapi }: { strapi: Core.Strapi }) => ({
  find: endpoint(strapi, 'doc.find', async (req, route) => {
    await req.params(route);
    return { body: openApiDocument(routes, contextOf(req)) };
  }),
});

/**
 * The plugin's two route tables and where each is mounted (docs/api.md §1.3, §16): the namespace
 * (`/events/v1`) and the WordPress core routes (`/wp/v2`). The router, the Public role's grant and
 * the middleware's route look-up all go through this list, so a table cannot be half registered.
 */
import { routes, type RouteDef } from './routes';
import { CORE_NAMESPACE, NAMESPACE } from './urls';
import { wpRoutes } from './wp/routes';

export interface RouteTable {
  /** The Strapi plugin path (served at `{api_root}/calendar{path}`). */
  path: string;
  namespace: string;
  routes: RouteDef[];
}

export const ROUTE_TABLES: readonly RouteTable[] = [
  { path: '/events/v1', namespace: NAMESPACE, routes },
  { path: '/wp/v2', namespace: CORE_NAMESPACE, routes: wpRoutes },
];

export const allRoutes = (): RouteDef[] => ROUTE_TABLES.flatMap((t) => t.routes);

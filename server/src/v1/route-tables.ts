/**
 * The plugin's two route tables and where each is mounted (docs/api.md §1.3, §16): the namespace
 * (`/events/v1`) and the WordPress core routes (`/wp/v2`). The router, the Public role's grant and
 * the middleware's route look-up all go through this list, so a table cannot be half registered.
 */
import { routes, type NamespaceRoute, type RouteDef } from './routes';
import { CORE_NAMESPACE, NAMESPACE } from './urls';
import { wpRoutes, type WpRoute } from './wp/routes';

export interface RouteTable {
  /** The Strapi plugin path (served at `{api_root}/calendar{path}`). */
  path: string;
  namespace: string;
  routes: readonly RouteDef[];
}

export const ROUTE_TABLES: readonly RouteTable[] = [
  { path: '/events/v1', namespace: NAMESPACE, routes },
  { path: '/wp/v2', namespace: CORE_NAMESPACE, routes: wpRoutes },
];

export const allRoutes = (): RouteDef[] => ROUTE_TABLES.flatMap((t) => t.routes);

/** Every route of both tables, each with its literal handler name and parameter definitions. */
export type TableRoute = NamespaceRoute | WpRoute;
export type HandlerName = TableRoute['handler'];
/** The routes a handler serves (several: by id and by slug), whose arguments it parses (ParamsOf). */
export type RouteOf<H extends HandlerName> = Extract<TableRoute, { handler: H }>;

/** Whether `route` is one the handler `name` serves: what the router and the importer pass it. */
export const servedBy = <H extends HandlerName>(route: RouteDef, name: H): route is RouteOf<H> =>
  route.handler === name;

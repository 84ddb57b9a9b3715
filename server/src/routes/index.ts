/**
 * Strapi content-API routes generated from the route tables (v1/route-tables.ts): the namespace's
 * and WordPress core's (docs/api.md §16), each a router of its own. Each route carries its
 * definition to the controller through a route middleware, so the controller validates exactly
 * what the table says. Next to them, the admin routes of the editors' calendar.
 */
import type { Context, Next } from 'koa';
import type { RouteDef } from '../v1/routes';
import { ROUTE_TABLES, type RouteTable } from '../v1/route-tables';
import { adminRoutes } from '../admin-api';

const attach = (route: RouteDef) => (ctx: Context, next: Next) => {
  // Already answered while its body was stuck in the parser (middlewares/multipart-stall.ts): too late to act.
  if (ctx.state.calendar?.abandoned) return undefined;
  ctx.state.calendarRoute = route;
  return next();
};

const router = (table: RouteTable) => ({
  type: 'content-api',
  routes: table.routes.flatMap((route) =>
    route.methods.map((method) => ({
      method,
      path: `${table.path}${route.path}`,
      handler: route.handler,
      config: { middlewares: [attach(route)] },
    }))
  ),
});

const [namespace, wordpressCore] = ROUTE_TABLES.map(router);

// The editors' calendar in the admin (admin-api/routes.ts): admin auth and RBAC actions on every route.
// `content-api` stays the namespace's alone: what tests and tools list as the plugin's API routes.
export default { 'content-api': namespace, 'wp-core': wordpressCore, admin: adminRoutes };

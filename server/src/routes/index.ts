/**
 * Strapi content-API routes generated from the v1 route table. Each carries its definition to the
 * controller through a route middleware, so the controller validates exactly what the table says.
 * Next to them, the admin routes of the editors' calendar.
 */
import type { Context, Next } from 'koa';
import type { CalendarState } from '../v1/request';
import { routes, type RouteDef } from '../v1/routes';
import { adminRoutes } from '../admin-api';

const attach = (route: RouteDef) => (ctx: Context, next: Next) => {
  // Already answered while its body was stuck in the parser (middlewares/multipart-stall.ts): too late to act.
  if ((ctx.state.calendar as CalendarState | undefined)?.abandoned) return undefined;
  ctx.state.calendarRoute = route;
  return next();
};

const contentApi = {
  type: 'content-api',
  routes: routes.flatMap((route) =>
    route.methods.map((method) => ({
      method,
      path: `/events/v1${route.path}`,
      handler: route.handler,
      config: { middlewares: [attach(route)] },
    }))
  ),
};

// The editors' calendar in the admin (admin-api/routes.ts): admin auth and RBAC actions on every route.
export default { 'content-api': contentApi, admin: adminRoutes };

/**
 * Admin routes of the editors' calendar, served at `/calendar/...` next to the admin API. Every route
 * needs an authenticated admin holding the listed actions (Strapi's own policies); what an admin may
 * see or change inside a route is then narrowed by their Content Manager permissions (access.ts).
 */
import { ACTIONS, type CalendarAction } from './actions';

const guarded = (...actions: CalendarAction[]) => ({
  policies: ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions } }],
});

export const adminRoutes = {
  type: 'admin',
  routes: [
    {
      method: 'GET',
      path: '/events',
      handler: 'adminCalendar.events',
      config: guarded(ACTIONS.read),
    },
    {
      method: 'POST',
      path: '/events',
      handler: 'adminCalendar.create',
      config: guarded(ACTIONS.read),
    },
    {
      method: 'PUT',
      path: '/events/:documentId/schedule',
      handler: 'adminCalendar.reschedule',
      config: guarded(ACTIONS.read, ACTIONS.reschedule),
    },
    {
      method: 'GET',
      path: '/options',
      handler: 'adminCalendar.options',
      config: guarded(ACTIONS.read),
    },
    {
      // The Content Manager's recurrence field: any admin the Content Manager lets read events
      // (checked in the controller), whether or not they may open the calendar page.
      method: 'POST',
      path: '/recurrence/preview',
      handler: 'adminRecurrence.preview',
      config: guarded(),
    },
    {
      method: 'GET',
      path: '/settings',
      handler: 'adminSettings.find',
      config: guarded(ACTIONS.settings),
    },
    {
      method: 'PUT',
      path: '/settings',
      handler: 'adminSettings.update',
      config: guarded(ACTIONS.settings),
    },
    // The Import page and the subscriptions (docs/api.md §15): plugin::calendar.import alone, since
    // the importer writes as the site itself, not as the admin who starts it.
    {
      method: 'GET',
      path: '/import-options',
      handler: 'adminImport.options',
      config: guarded(ACTIONS.import),
    },
    {
      method: 'POST',
      path: '/import-runs',
      handler: 'adminImport.start',
      config: guarded(ACTIONS.import),
    },
    {
      method: 'GET',
      path: '/import-runs',
      handler: 'adminImport.list',
      config: guarded(ACTIONS.import),
    },
    {
      method: 'GET',
      path: '/import-runs/:id',
      handler: 'adminImport.findOne',
      config: guarded(ACTIONS.import),
    },
    {
      method: 'POST',
      path: '/import-runs/:id/cancel',
      handler: 'adminImport.cancel',
      config: guarded(ACTIONS.import),
    },
    {
      method: 'GET',
      path: '/subscriptions',
      handler: 'adminSubscriptions.find',
      config: guarded(ACTIONS.import),
    },
    {
      method: 'POST',
      path: '/subscriptions',
      handler: 'adminSubscriptions.create',
      config: guarded(ACTIONS.import),
    },
    {
      method: 'PUT',
      path: '/subscriptions/:id',
      handler: 'adminSubscriptions.update',
      config: guarded(ACTIONS.import),
    },
    {
      method: 'DELETE',
      path: '/subscriptions/:id',
      handler: 'adminSubscriptions.delete',
      config: guarded(ACTIONS.import),
    },
    {
      method: 'POST',
      path: '/subscriptions/:id/refresh',
      handler: 'adminSubscriptions.refresh',
      config: guarded(ACTIONS.import),
    },
  ],
};

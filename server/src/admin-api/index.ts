/**
 * The editors' calendar in the Strapi admin: its routes, controllers and services (issue #5), its
 * Import page and its iCalendar subscriptions (issue #16).
 */
import adminCalendarController from './controllers/calendar';
import adminSettingsController from './controllers/settings';
import adminRecurrenceController from './controllers/recurrence';
import adminImportController from './controllers/import';
import adminSubscriptionsController from './controllers/subscriptions';
import adminCalendarService from './services/calendar';
import adminSettingsService from './services/settings';

export { adminRoutes } from './routes';
export { registerAdminActions } from './actions';
export const adminControllers = {
  adminCalendar: adminCalendarController,
  adminSettings: adminSettingsController,
  adminRecurrence: adminRecurrenceController,
  adminImport: adminImportController,
  adminSubscriptions: adminSubscriptionsController,
};
export const adminServices = {
  adminCalendar: adminCalendarService,
  adminSettings: adminSettingsService,
};
